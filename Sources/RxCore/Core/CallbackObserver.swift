/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)`: calls the closure for each kind of event
/// and ignores everything after a stop event.
///
/// One object with one closure per kind of event, so an element reaches `onNext` without another closure in
/// between. In debug builds it also keeps the subscription's ``IsolationCheck`` when the closures were formed in
/// main-actor code, and runs it before each closure.
@usableFromInline
final class CallbackObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let onNext: ((Element) -> Void)?
  @usableFromInline let onError: ((any Swift.Error) -> Void)?
  @usableFromInline let onCompleted: (() -> Void)?
  /// Disposed after a stop event: runs `onDisposed`.
  @usableFromInline let stopped: any Disposable
  /// Where the subscription was made, for `Hooks.defaultErrorHandler` (empty unless
  /// `Hooks.recordCallStackOnError` is on and there is no `onError`).
  @usableFromInline let subscriptionCallStack: [String]
  @usableFromInline let grammar = GrammarGuard()
  #if DEBUG
    @usableFromInline let isolationCheck: IsolationCheck?
  #endif

  @usableFromInline
  init(
    onNext: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
    stopped: any Disposable, subscriptionCallStack: [String], isolationCheck: IsolationCheck?
  ) {
    #if DEBUG
      Resources.increment()
      self.isolationCheck = isolationCheck
    #endif
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.stopped = stopped
    self.subscriptionCallStack = subscriptionCallStack
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  @inlinable
  func on(_ event: Event<Element>) {
    if case .next(let value) = event {
      guard grammar.admit(event, source: "An observable") else { return }
      #if DEBUG
        if onNext != nil { isolationCheck.verify("onNext") }
      #endif
      // Called through the optional: binding it to a local first costs a retain and a release per element.
      onNext?(value)
    } else {
      stop(event)
    }
  }

  /// Handles the stop event: once per subscription, so it is kept out of `on`'s per-element code.
  @inlinable @inline(never)
  func stop(_ event: Event<Element>) {
    guard grammar.admit(event, source: "An observable") else { return }
    switch event {
    case .next:
      break
    case .error(let error):
      if let onError {
        #if DEBUG
          isolationCheck.verify("onError")
        #endif
        onError(error)
      } else {
        Hooks.reportUnhandled(error, subscriptionCallStack: subscriptionCallStack)
      }
      stopped.dispose()
    case .completed:
      #if DEBUG
        if onCompleted != nil { isolationCheck.verify("onCompleted") }
      #endif
      onCompleted?()
      stopped.dispose()
    }
  }
}

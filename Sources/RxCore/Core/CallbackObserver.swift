/// The closures of `subscribe(onNext:onError:onCompleted:onDisposed:)` and the rule that calls them: each element to
/// `onNext`, the stop event once to `onError` or `onCompleted`, nothing after it.
///
/// Kept by a ``CallbackObserver``, or on the stack while a sequence that `emitsSynchronously` is subscribed (then
/// no object is made for the subscriber). In debug builds it also keeps the subscription's ``IsolationCheck`` when
/// the closures were formed in main-actor code, and runs it before each closure.
@usableFromInline
struct SubscriberCallbacks<Element>: ~Copyable {
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

  @inlinable
  init(
    onNext: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
    stopped: any Disposable, subscriptionCallStack: [String], isolationCheck: IsolationCheck?
  ) {
    #if DEBUG
      self.isolationCheck = isolationCheck
    #endif
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.stopped = stopped
    self.subscriptionCallStack = subscriptionCallStack
  }

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

/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)` for a sequence that sends later: calls its
/// ``SubscriberCallbacks``.
///
/// Not its subscription's disposer, though that would save an allocation per subscription: the subscription a
/// subscriber keeps (in a ``DisposeBag``, or captured by its own closures) must let go of the closures once disposed,
/// and this object keeps them for as long as it lives.
@usableFromInline
final class CallbackObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let callbacks: SubscriberCallbacks<Element>

  @usableFromInline
  init(_ callbacks: consuming SubscriberCallbacks<Element>) {
    #if DEBUG
      Resources.increment()
    #endif
    self.callbacks = callbacks
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  @inlinable
  func on(_ event: Event<Element>) {
    callbacks.on(event)
  }

  /// The observer as an ``AnyObserver``, made only here: the closure that forwards to `on` then exists once per
  /// element type, not once per subscribing call site, and the optimizer inlines `on` into it.
  @usableFromInline @inline(never)
  var erased: AnyObserver<Element> { AnyObserver(self) }
}

extension SubscriberCallbacks {
  /// Subscribes the callbacks to `source`: while subscribing, with no object made for them, where it
  /// `emitsSynchronously`; kept in the sink of a run of stages; else through a ``CallbackObserver``.
  @inlinable @inline(__always)
  consuming func subscribe(to source: Observable<Element>) -> any Disposable {
    if source.emitsSynchronously {
      source.emitSynchronously { on($0) }
      return Disposables.create()
    }
    guard source.isStageRun else { return source.subscribe(erased: CallbackObserver(self).erased) }
    // The run's sink takes them out of `callbacks` while subscribing.
    var callbacks = Optional(self)
    return withUnsafeMutablePointer(to: &callbacks) {
      unsafeDowncast(source, to: StageRun<Element>.self).subscribe(callbacks: $0)
    }
  }
}

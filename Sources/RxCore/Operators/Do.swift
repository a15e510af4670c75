extension ObservableType {
  /// Runs side effects for the events and the subscription lifetime of the sequence, passing every event through.
  ///
  /// ```swift
  /// request.do(onSubscribe: { spinner.show() }, onDispose: { spinner.hide() })
  /// ```
  /// An error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` is sent as `.error` instead and ends the
  /// subscription. An error thrown by `afterError` or `afterCompleted` comes after the stop event was sent, so it is
  /// reported through `Hooks.issueHandler` as an unhandled error. In debug builds, closures formed in main-actor code
  /// that are about to run off the main thread are reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - onNext: Called with each element before it is sent on.
  ///   - afterNext: Called with each element after it was sent on.
  ///   - onError: Called with the error before it is sent on.
  ///   - afterError: Called with the error after it was sent on.
  ///   - onCompleted: Called before completion is sent on.
  ///   - afterCompleted: Called after completion was sent on.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called after the subscription to the source has ended, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The source sequence with the side effects attached.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    let handlers = DoHandlers(
      onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
      afterCompleted: afterCompleted)
    return Do(
      source: asObservable(), handlers: handlers, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
      onDispose: onDispose, site: IsolationSite(isolation, call: "do", file: file, line: line))
  }
}

/// The event closures of one `do` operator.
private struct DoHandlers<Element> {
  let onNext: ((Element) throws -> Void)?
  let afterNext: ((Element) throws -> Void)?
  let onError: ((any Swift.Error) throws -> Void)?
  let afterError: ((any Swift.Error) throws -> Void)?
  let onCompleted: (() throws -> Void)?
  let afterCompleted: (() throws -> Void)?

  func before(_ event: Event<Element>, _ closureCheck: ClosureCheck) throws {
    switch event {
    case .next(let element):
      guard let onNext else { return }
      closureCheck.verify("onNext")
      try onNext(element)
    case .error(let error):
      guard let onError else { return }
      closureCheck.verify("onError")
      try onError(error)
    case .completed:
      guard let onCompleted else { return }
      closureCheck.verify("onCompleted")
      try onCompleted()
    }
  }

  func after(_ event: Event<Element>, _ closureCheck: ClosureCheck) throws {
    switch event {
    case .next(let element):
      guard let afterNext else { return }
      closureCheck.verify("afterNext")
      try afterNext(element)
    case .error(let error):
      guard let afterError else { return }
      closureCheck.verify("afterError")
      try afterError(error)
    case .completed:
      guard let afterCompleted else { return }
      closureCheck.verify("afterCompleted")
      try afterCompleted()
    }
  }
}

private final class DoSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let handlers: DoHandlers<Element>
  private let closureCheck: ClosureCheck

  init(
    handlers: DoHandlers<Element>, closureCheck: ClosureCheck, observer: AnyObserver<Output>, disposer: SinkDisposer?
  ) {
    self.handlers = handlers
    self.closureCheck = closureCheck
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    do {
      try handlers.before(event, closureCheck)
    } catch {
      forwardStop(.error(error))
      return
    }
    forwardOn(event)
    do {
      try handlers.after(event, closureCheck)
    } catch {
      if event.isStopEvent {
        // The stop event has already gone downstream, so the error has nowhere to go (RxSwift would send a second
        // stop event, breaking the grammar).
        Hooks.reportUnhandled(error)
      } else {
        forwardStop(.error(error))
        return
      }
    }
    if event.isStopEvent {
      dispose()
    }
  }
}

private final class Do<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let handlers: DoHandlers<Element>
  private let onSubscribe: (() -> Void)?
  private let onSubscribed: (() -> Void)?
  private let onDispose: (() -> Void)?
  /// Where the closures were formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
    onSubscribed: (() -> Void)?, onDispose: (() -> Void)?, site: IsolationSite?
  ) {
    self.source = source
    self.handlers = handlers
    self.onSubscribe = onSubscribe
    self.onSubscribed = onSubscribed
    self.onDispose = onDispose
    self.site = IsolationSite.Stored(site)
    super.init(running: Do.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let closureCheck = ClosureCheck(site.value)
    if let onSubscribe {
      closureCheck.verify("onSubscribe")
      onSubscribe()
    }
    let sink = DoSink(handlers: handlers, closureCheck: closureCheck, observer: observer, disposer: disposer)
    let subscription = source.subscribe(sink)
    if let onSubscribed {
      closureCheck.verify("onSubscribed")
      onSubscribed()
    }
    guard let onDispose else { return (sink, subscription) }
    return (
      sink,
      Disposables.create {
        subscription.dispose()
        closureCheck.verify("onDispose")
        onDispose()
      }
    )
  }
}

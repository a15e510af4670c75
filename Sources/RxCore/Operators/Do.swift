extension ObservableType {
  /// Runs side effects for the events and the subscription lifetime of the sequence, passing every event through.
  ///
  /// ```swift
  /// request.do(onSubscribe: { spinner.show() }, onDispose: { spinner.hide() })
  /// ```
  /// An error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` is sent as `.error` instead and ends the
  /// subscription. An error thrown by `afterError` or `afterCompleted` comes after the stop event was sent, so it is
  /// reported through `Hooks.issueHandler` as an unhandled error.
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
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let handlers = DoHandlers(
      onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
      afterCompleted: afterCompleted)
    return Do(
      source: asObservable(), handlers: handlers, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
      onDispose: onDispose)
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

  func before(_ event: Event<Element>) throws {
    switch event {
    case .next(let element): try onNext?(element)
    case .error(let error): try onError?(error)
    case .completed: try onCompleted?()
    }
  }

  func after(_ event: Event<Element>) throws {
    switch event {
    case .next(let element): try afterNext?(element)
    case .error(let error): try afterError?(error)
    case .completed: try afterCompleted?()
    }
  }
}

private final class DoSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let handlers: DoHandlers<Element>

  init(handlers: DoHandlers<Element>, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.handlers = handlers
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    do {
      try handlers.before(event)
    } catch {
      forwardStop(.error(error))
      return
    }
    forwardOn(event)
    do {
      try handlers.after(event)
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

  init(
    source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
    onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
  ) {
    self.source = source
    self.handlers = handlers
    self.onSubscribe = onSubscribe
    self.onSubscribed = onSubscribed
    self.onDispose = onDispose
    super.init(running: Do.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    onSubscribe?()
    let sink = DoSink(handlers: handlers, observer: observer, disposer: disposer)
    let subscription = source.subscribe(sink)
    onSubscribed?()
    guard let onDispose else { return (sink, subscription) }
    return (
      sink,
      Disposables.create {
        subscription.dispose()
        onDispose()
      }
    )
  }
}

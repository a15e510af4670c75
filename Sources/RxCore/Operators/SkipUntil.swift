extension ObservableType {
  /// Skips the source's elements until `other` emits an element, then emits the rest.
  ///
  /// ```swift
  /// positions.skip(until: dragStarted).subscribe(onNext: { move($0) })
  /// ```
  /// The source is subscribed first, then `other` (even when the source already ended the result: it is then
  /// disposed at once, as in RxSwift). The first element of `other` opens the gate and ends the
  /// subscription to `other`; an error from `other` is forwarded; `other` completing without an element keeps
  /// the gate closed for ever. An error from the source is always forwarded, but its completion only once the
  /// gate is open: a source that completes while the gate is closed ends the subscription without an event.
  /// - Parameter other: The sequence whose first element starts the result.
  /// - Returns: The source's elements from the moment `other` emits.
  public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
    SkipUntil(source: asObservable(), other: other.asObservable())
  }

  /// Skips the source's elements until `other` emits an element; the RxSwift 5 name of `skip(until:)`.
  /// - Parameter other: The sequence whose first element starts the result.
  /// - Returns: The source's elements from the moment `other` emits.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    skip(until: other)
  }
}

/// The pure state of `skip(until:)`: whether the gate is open and whether the result has ended.
struct SkipUntilGate<Element> {
  /// What the sink must do.
  enum Action {
    /// Send the event downstream (a stop event also ends the subscription).
    case forward(Event<Element>)
    /// End the subscription without an event.
    case end
  }

  private enum Phase {
    case skipping
    case forwarding
    case stopped
  }

  private var phase = Phase.skipping

  /// A source event arrived.
  mutating func source(_ event: Event<Element>) -> Action? {
    switch (phase, event) {
    case (.stopped, _), (.skipping, .next):
      return nil
    case (.forwarding, .next):
      return .forward(event)
    case (_, .error):
      phase = .stopped
      return .forward(event)
    case (.forwarding, .completed):
      phase = .stopped
      return .forward(event)
    case (.skipping, .completed):
      phase = .stopped
      return .end
    }
  }

  /// `other` emitted an element: opens the gate (unless the result already ended).
  mutating func open() {
    if case .skipping = phase { phase = .forwarding }
  }

  /// `other` failed.
  mutating func otherFailed(_ error: any Swift.Error) -> Action? {
    guard phase != .stopped else { return nil }
    phase = .stopped
    return .forward(.error(error))
  }
}

/// Applies the gate's actions, one at a time, outside the lock.
private final class SkipUntilSink<Other, Output>:
  SerialDeliverySink<Output, SkipUntilGate<Output>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private var gate = SkipUntilGate<Element>()
  private let otherSubscription = SingleAssignmentDisposable()

  func run(source: Observable<Element>, other: Observable<Other>) -> any Disposable {
    let sourceSubscription = source.subscribe(self)
    // `other` is subscribed even when the source already ended the result, and disposed at once, as in RxSwift:
    // a cold `other` with side effects runs them in both.
    otherSubscription.setDisposable(other.subscribe(AnyObserver { [self] event in otherReceived(event) }))
    return Disposables.create(sourceSubscription, otherSubscription)
  }

  func on(_ event: Event<Element>) {
    submit { gate.source(event) }
  }

  fileprivate func otherReceived(_ event: Event<Other>) {
    switch event {
    case .next:
      lock.withLock { _ in gate.open() }
      otherSubscription.dispose()
    case .error(let error):
      submit { gate.otherFailed(error) }
    case .completed:
      otherSubscription.dispose()
    }
  }

  func perform(_ action: SkipUntilGate<Element>.Action) {
    switch action {
    case .forward(let event):
      forward(event)
    case .end:
      dispose()
    }
  }
}

private final class SkipUntil<Element, Other>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
    super.init(running: SkipUntil.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SkipUntilSink<Other, Element>(observer: observer, disposer: disposer)
    return (sink, sink.run(source: source, other: other))
  }
}

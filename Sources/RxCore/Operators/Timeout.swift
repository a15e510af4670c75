extension ObservableType {
  /// Fails with `RxError.timeout` when the source does not emit (or stop) within `dueTime` of the subscription or
  /// of its previous element.
  ///
  /// ```swift
  /// request.timeout(.seconds(10), scheduler: MainScheduler.instance)
  ///   .catch { _ in .just(.offline) }
  /// ```
  /// The timer restarts after every element. When it fires, the source subscription is disposed.
  /// - Parameters:
  ///   - dueTime: The longest wait for the first element and between two elements.
  ///   - scheduler: Where to run the timers.
  /// - Returns: The source's events, or `RxError.timeout` when it is too slow.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when the source does not emit (or stop) within `dueTime` of the subscription or of its
  /// previous element.
  ///
  /// ```swift
  /// liveScores.timeout(.seconds(30), other: cachedScores, scheduler: MainScheduler.instance)
  /// ```
  /// The timer restarts after every element. When it fires, the source subscription is disposed and `other` is
  /// subscribed to; its events then make up the rest of the result.
  /// - Parameters:
  ///   - dueTime: The longest wait for the first element and between two elements.
  ///   - other: The sequence to continue with after a timeout.
  ///   - scheduler: Where to run the timers.
  /// - Returns: The source's events, then, after a timeout, those of `other`.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: any SchedulerType
  ) -> Observable<Element> where Element == Source.Element {
    Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
  }
}

/// The pure state machine of `timeout`: which timer is current, and whether the source or the timer won.
struct TimeoutState {
  /// What the sink must do.
  enum Action<Element> {
    /// Emit the source's element, then start the timer with this identity.
    case emitAndRestartTimer(Element, UInt64)
    /// Forward the stop event (of the source, or of the other sequence).
    case stop(Event<Element>)
    /// The timer won: dispose the source and subscribe to the other sequence.
    case switchToOther
    /// Forward an element of the other sequence.
    case emitOther(Element)
  }

  enum Phase {
    /// The source runs against the timer with this identity (0: the first, started at subscription).
    case source(timer: UInt64)
    /// The timer won: the other sequence's events are forwarded.
    case other
    /// The result stopped.
    case stopped
  }

  private(set) var phase: Phase = .source(timer: 0)

  /// The source emitted: it wins over the running timer unless the timer already fired.
  mutating func sourceEmitted<Element>(_ element: Element) -> Action<Element>? {
    guard case .source(let timer) = phase else { return nil }
    phase = .source(timer: timer &+ 1)
    return .emitAndRestartTimer(element, timer &+ 1)
  }

  /// The source stopped: it wins unless the timer already fired.
  mutating func sourceStopped<Element>(_ event: Event<Element>) -> Action<Element>? {
    guard case .source = phase else { return nil }
    phase = .stopped
    return .stop(event)
  }

  /// The timer `id` fired: it wins if nothing came from the source since it started.
  mutating func timerFired<Element>(_ id: UInt64) -> Action<Element>? {
    guard case .source(let timer) = phase, timer == id else { return nil }
    phase = .other
    return .switchToOther
  }

  /// The other sequence sent an event.
  mutating func otherReceived<Element>(_ event: Event<Element>) -> Action<Element>? {
    guard case .other = phase else { return nil }
    switch event {
    case .next(let element):
      return .emitOther(element)
    case .error, .completed:
      phase = .stopped
      return .stop(event)
    }
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class TimeoutSink<Output>:
  SerialDeliverySink<Output, TimeoutState.Action<Output>>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private let dueTime: RxTimeInterval
  private let other: Observable<Element>
  private let scheduler: any SchedulerType
  private var state = TimeoutState()
  private let subscription = SerialDisposable()
  private let timer = SerialDisposable()

  init(
    dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
    super.init(observer: observer, disposer: disposer)
  }

  /// Starts the first timer, then subscribes to the source (RxSwift's order).
  func run(source: Observable<Element>) -> any Disposable {
    let sourceSubscription = SingleAssignmentDisposable()
    subscription.disposable = sourceSubscription
    startTimer(0)
    sourceSubscription.setDisposable(source.subscribe(self))
    return Disposables.create(subscription, timer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): submit { state.sourceEmitted(element) }
    case .error, .completed: submit { state.sourceStopped(event) }
    }
  }

  fileprivate func otherReceived(_ event: Event<Element>) {
    submit { state.otherReceived(event) }
  }

  func perform(_ action: TimeoutState.Action<Element>) {
    switch action {
    case .emitAndRestartTimer(let element, let id):
      forwardOn(.next(element))
      startTimer(id)
    case .stop(let event):
      forwardStop(event)
    case .switchToOther:
      subscription.disposable = other.subscribe(TimeoutOtherObserver(sink: self))
    case .emitOther(let element):
      forwardOn(.next(element))
    }
  }

  private func startTimer(_ id: UInt64) {
    timer.disposable = scheduler.scheduleTimer(id, after: dueTime) { id in
      self.submit { self.state.timerFired(id) }
      return Disposables.create()
    }
  }

  override func dispose() {
    super.dispose()
    timer.dispose()
  }
}

/// Listens to the sequence `timeout` switches to.
private final class TimeoutOtherObserver<Output>: ObserverType {
  typealias Element = Output

  private let sink: TimeoutSink<Output>

  init(sink: TimeoutSink<Output>) {
    self.sink = sink
  }

  func on(_ event: Event<Element>) {
    sink.otherReceived(event)
  }
}

private final class Timeout<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let other: Observable<Element>
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
    super.init(running: Timeout.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

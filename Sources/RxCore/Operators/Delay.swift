import Foundation

extension ObservableType {
  /// Shifts every element and the completion later by `dueTime`, keeping the time between them; an error is
  /// forwarded at once and the elements still waiting are dropped.
  ///
  /// ```swift
  /// toastMessages.delay(.seconds(3), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { _ in hideToast() })
  /// ```
  /// - Parameters:
  ///   - dueTime: How much later each event is delivered.
  ///   - scheduler: Where to run the timers and read the time.
  /// - Returns: The delayed sequence.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

/// The pure state machine of `delay`: the events waiting with the time they arrived, and whether a timer is
/// running. One timer at a time delivers the oldest event, then is started again for the next one.
struct DelayState<Element> {
  /// What the sink must do.
  enum Action {
    /// Start the timer for the oldest waiting event.
    case startTimer(RxTimeInterval)
    /// Emit the element; then, if another event waits, start the timer for the event that arrived at that time.
    case emit(Element, nextArrival: Date?)
    /// Complete.
    case complete
    /// Fail.
    case fail(any Swift.Error)
  }

  enum Phase {
    /// No event waits and no timer runs.
    case idle
    /// Events wait and the timer runs for the oldest.
    case timing
    /// Failed, or delivered the completion.
    case stopped
  }

  private let dueTime: RxTimeInterval
  /// The events waiting for their time, oldest first: not empty exactly while the phase is `timing`.
  private var waiting = PendingQueue<(arrival: Date, event: Event<Element>)>()
  private(set) var phase: Phase = .idle

  init(dueTime: RxTimeInterval) {
    self.dueTime = dueTime
  }

  /// An element or the completion arrived at `now`: it waits for its turn; an error is forwarded at once.
  mutating func received(_ event: Event<Element>, at now: Date) -> Action? {
    if case .stopped = phase { return nil }
    if case .error(let error) = event {
      phase = .stopped
      waiting = PendingQueue()
      return .fail(error)
    }
    waiting.append((now, event))
    guard case .idle = phase else { return nil }
    phase = .timing
    return .startTimer(dueTime)
  }

  /// The timer fired: deliver the oldest waiting event.
  mutating func timerFired() -> Action? {
    guard case .timing = phase, let (_, event) = waiting.popFirst() else { return nil }
    switch event {
    case .next(let element):
      let nextArrival = waiting.first?.arrival
      phase = nextArrival == nil ? .idle : .timing
      return .emit(element, nextArrival: nextArrival)
    case .completed, .error:
      phase = .stopped
      return .complete
    }
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class DelaySink<Output>:
  SerialDeliverySink<Output, DelayState<Output>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private var state: DelayState<Element>
  private let sourceSubscription = SingleAssignmentDisposable()
  private let timer = SerialDisposable()

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.state = DelayState(dueTime: dueTime)
    super.init(observer: observer, disposer: disposer)
  }

  func run(source: Observable<Element>) -> any Disposable {
    sourceSubscription.setDisposable(source.subscribe(self))
    return Disposables.create(sourceSubscription, timer)
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent { sourceSubscription.dispose() }
    let now = scheduler.now
    submit { state.received(event, at: now) }
  }

  func perform(_ action: DelayState<Element>.Action) {
    switch action {
    case .startTimer(let interval):
      startTimer(after: interval)
    case .emit(let element, let nextArrival):
      forwardOn(.next(element))
      if let nextArrival {
        startTimer(after: dueTime.remaining(from: nextArrival, to: scheduler.now))
      }
    case .complete:
      forwardStop(.completed)
    case .fail(let error):
      forwardStop(.error(error))
    }
  }

  private func startTimer(after interval: RxTimeInterval) {
    timer.disposable = scheduler.scheduleTimer((), after: interval) { _ in
      self.submit { self.state.timerFired() }
      return Disposables.create()
    }
  }

  override func dispose() {
    super.dispose()
    timer.dispose()
  }
}

private final class Delay<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(running: Delay.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

import Foundation

extension ObservableType {
  /// Emits an element, then ignores the source for `dueTime`; with `latest`, the last element received meanwhile is
  /// emitted when `dueTime` has passed.
  ///
  /// ```swift
  /// button.rx.tap.throttle(.seconds(1), scheduler: MainScheduler.instance)                 // first tap at once
  /// scrollOffset.throttle(.milliseconds(100), latest: true, scheduler: MainScheduler.instance)
  /// ```
  /// No two elements are emitted less than `dueTime` apart. When the source completes while an element waits
  /// (`latest`), the element is emitted when its time comes, then the completion. An error is forwarded at once.
  /// - Parameters:
  ///   - dueTime: The minimum time between two emitted elements.
  ///   - latest: Whether to emit the latest element received during `dueTime` once it has passed (the default).
  ///   - scheduler: Where to run the timers and read the time.
  /// - Returns: The throttled elements.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
  }
}

/// The pure state machine of `throttle`: open (no element waits), an element waiting for the timer, or stopped.
struct ThrottleState<Element> {
  /// What the sink must do.
  enum Action {
    /// Emit the element now.
    case emit(Element)
    /// Start the timer that emits the waiting element after the interval.
    case startTimer(RxTimeInterval)
    /// Emit the element, if any, then complete.
    case complete(Element?)
    /// Fail.
    case fail(any Swift.Error)
  }

  enum Phase {
    /// No element waits; `lastSent` is when the last one was emitted (`nil` before the first).
    case open(lastSent: Date?)
    /// `element` waits for the timer that is running; `sourceCompleted` once the source completed meanwhile.
    case waiting(Element, lastSent: Date?, sourceCompleted: Bool)
    /// Completed or failed: nothing more is emitted.
    case stopped
  }

  private let dueTime: RxTimeInterval
  private let latest: Bool
  private(set) var phase: Phase = .open(lastSent: nil)

  init(dueTime: RxTimeInterval, latest: Bool) {
    self.dueTime = dueTime
    self.latest = latest
  }

  /// An element arrived at `now`: emit it when its time has come, else (with `latest`) keep it for the timer.
  mutating func received(_ element: Element, at now: Date) -> Action? {
    let lastSent: Date?
    let isTimerRunning: Bool
    switch phase {
    case .stopped, .waiting(_, _, sourceCompleted: true): return nil  // nothing comes after the source's end
    case .open(let sent): (lastSent, isTimerRunning) = (sent, false)
    case .waiting(_, let sent, sourceCompleted: false): (lastSent, isTimerRunning) = (sent, true)
    }
    let remaining = lastSent.map { dueTime.remaining(from: $0, to: now) } ?? .nanoseconds(0)
    if remaining.isNow {
      phase = .open(lastSent: now)
      return .emit(element)
    }
    guard latest else { return nil }
    phase = .waiting(element, lastSent: lastSent, sourceCompleted: false)
    return isTimerRunning ? nil : .startTimer(remaining)
  }

  /// The timer fired at `now`: emit the waiting element, and complete if the source already did.
  mutating func timerFired(at now: Date) -> Action? {
    guard case .waiting(let element, _, let sourceCompleted) = phase else { return nil }
    if sourceCompleted {
      phase = .stopped
      return .complete(element)
    }
    phase = .open(lastSent: now)
    return .emit(element)
  }

  /// The source completed: complete now, or after the waiting element.
  mutating func completed() -> Action? {
    switch phase {
    case .stopped:
      return nil
    case .open:
      phase = .stopped
      return .complete(nil)
    case .waiting(let element, let lastSent, _):
      phase = .waiting(element, lastSent: lastSent, sourceCompleted: true)
      return nil
    }
  }

  /// The source failed.
  mutating func failed(_ error: any Swift.Error) -> Action? {
    if case .stopped = phase { return nil }
    phase = .stopped
    return .fail(error)
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class ThrottleSink<Output>:
  SerialDeliverySink<Output, ThrottleState<Output>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private let scheduler: any SchedulerType
  private var state: ThrottleState<Element>
  private let timer = SerialDisposable()

  init(
    dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.scheduler = scheduler
    self.state = ThrottleState(dueTime: dueTime, latest: latest)
    super.init(observer: observer, disposer: disposer)
  }

  func run(source: Observable<Element>) -> any Disposable {
    Disposables.create(source.subscribe(self), timer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let now = scheduler.now
      submit { state.received(element, at: now) }
    case .error(let error):
      submit { state.failed(error) }
    case .completed:
      submit { state.completed() }
    }
  }

  func perform(_ action: ThrottleState<Element>.Action) {
    switch action {
    case .emit(let element):
      forwardOn(.next(element))
    case .startTimer(let interval):
      timer.disposable = scheduler.scheduleTimer((), after: interval) { _ in
        let now = self.scheduler.now
        self.submit { self.state.timerFired(at: now) }
        return Disposables.create()
      }
    case .complete(let element):
      if let element { forwardOn(.next(element)) }
      forwardStop(.completed)
    case .fail(let error):
      forwardStop(.error(error))
    }
  }

  override func dispose() {
    super.dispose()
    timer.dispose()
  }
}

private final class Throttle<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let latest: Bool
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    super.init(running: Throttle.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ThrottleSink(
      dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

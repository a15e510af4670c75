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

/// The pure state machine of `throttle`: when the last element was sent, the element waiting for its turn, and
/// whether the source completed while one was waiting.
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

  private let dueTime: RxTimeInterval
  private let latest: Bool
  private var lastSent: Date?
  private var waiting: Element?
  private var isCompletionPending = false
  private var isStopped = false

  init(dueTime: RxTimeInterval, latest: Bool) {
    self.dueTime = dueTime
    self.latest = latest
  }

  /// An element arrived at `now`.
  mutating func received(_ element: Element, at now: Date) -> Action? {
    guard !isStopped else { return nil }
    let remaining = lastSent.map { dueTime.remaining(from: $0, to: now) } ?? .nanoseconds(0)
    if remaining.isNow {
      waiting = nil
      lastSent = now
      return .emit(element)
    }
    guard latest else { return nil }
    let isTimerRunning = waiting != nil
    waiting = element
    return isTimerRunning ? nil : .startTimer(remaining)
  }

  /// The timer fired at `now`: emit the waiting element, and complete if the source already did.
  mutating func timerFired(at now: Date) -> Action? {
    guard !isStopped else { return nil }
    let element = waiting
    waiting = nil
    if element != nil { lastSent = now }
    if isCompletionPending {
      isStopped = true
      return .complete(element)
    }
    return element.map { .emit($0) }
  }

  /// The source completed: complete now, or after the waiting element.
  mutating func completed() -> Action? {
    guard !isStopped else { return nil }
    if waiting != nil {
      isCompletionPending = true
      return nil
    }
    isStopped = true
    return .complete(nil)
  }

  /// The source failed.
  mutating func failed(_ error: any Swift.Error) -> Action? {
    guard !isStopped else { return nil }
    isStopped = true
    waiting = nil
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

extension ObservableType {
  /// Emits an element only once `dueTime` has passed without another element; a newer element replaces the one
  /// waiting.
  ///
  /// ```swift
  /// searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  ///   .flatMapLatest { search($0) }
  /// ```
  /// When the source completes, the element still waiting is emitted at once, then the completion. An error is
  /// forwarded at once and the waiting element is dropped.
  /// - Parameters:
  ///   - dueTime: How long the source must stay quiet before the latest element is emitted.
  ///   - scheduler: Where to run the timers.
  /// - Returns: The debounced elements.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

/// The pure state machine of `debounce`: the waiting element and the identity of the timer that may emit it.
struct DebounceState<Element> {
  /// What the sink must do.
  enum Action {
    /// Start the timer with this identity (and cancel the previous one).
    case startTimer(UInt64)
    /// Emit the element.
    case emit(Element)
    /// Emit the waiting element, if any, then complete.
    case complete(Element?)
    /// Fail.
    case fail(any Swift.Error)
  }

  enum Phase {
    /// No element waits.
    case idle
    /// The element waits for the current timer.
    case waiting(Element)
    /// Completed or failed.
    case stopped
  }

  /// The identity of the last timer started, the only one that may emit.
  private var timerId: UInt64 = 0
  private(set) var phase: Phase = .idle

  /// A new element replaces the waiting one and restarts the timer.
  mutating func received(_ element: Element) -> Action? {
    if case .stopped = phase { return nil }
    timerId &+= 1
    phase = .waiting(element)
    return .startTimer(timerId)
  }

  /// The timer `id` fired: emit the waiting element if that timer is still the current one.
  mutating func timerFired(_ id: UInt64) -> Action? {
    guard id == timerId, case .waiting(let element) = phase else { return nil }
    phase = .idle
    return .emit(element)
  }

  /// The source stopped: fail, or complete after the waiting element.
  mutating func stopped(with error: (any Swift.Error)?) -> Action? {
    let waiting: Element?
    switch phase {
    case .stopped: return nil
    case .idle: waiting = nil
    case .waiting(let element): waiting = element
    }
    phase = .stopped
    if let error { return .fail(error) }
    return .complete(waiting)
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class DebounceSink<Output>:
  SerialDeliverySink<Output, DebounceState<Output>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private var state = DebounceState<Element>()
  private let timer = SerialDisposable()

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(observer: observer, disposer: disposer)
  }

  func run(source: Observable<Element>) -> any Disposable {
    Disposables.create(source.subscribe(self), timer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): submit { state.received(element) }
    case .error(let error): submit { state.stopped(with: error) }
    case .completed: submit { state.stopped(with: nil) }
    }
  }

  func perform(_ action: DebounceState<Element>.Action) {
    switch action {
    case .startTimer(let id):
      timer.disposable = scheduler.scheduleTimer(id, after: dueTime) { id in
        self.submit { self.state.timerFired(id) }
        return Disposables.create()
      }
    case .emit(let element):
      forwardOn(.next(element))
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

private final class Debounce<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(running: Debounce.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

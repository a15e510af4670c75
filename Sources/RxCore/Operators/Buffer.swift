extension ObservableType {
  /// Collects the elements into arrays, emitted every `timeSpan`, or as soon as one holds `count` elements (which
  /// starts a new `timeSpan`), whichever comes first.
  ///
  /// ```swift
  /// logLines.buffer(timeSpan: .seconds(5), count: 100, scheduler: scheduler)
  ///   .subscribe(onNext: { upload($0) })
  /// ```
  /// Like a ferry that leaves when it is full or at its scheduled time: an array is emitted at the end of every
  /// `timeSpan`, even an empty one. When the source completes, the array being filled is emitted, then the
  /// completion; an error is forwarded at once and the collected elements are dropped.
  /// - Parameters:
  ///   - timeSpan: The longest time an array is filled.
  ///   - count: The largest number of elements in an array (a value below 1 means no limit).
  ///   - scheduler: Where to run the timers.
  /// - Returns: The arrays.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observable<[Element]> {
    BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
  }
}

/// The pure state machine of `buffer(timeSpan:count:scheduler:)`: the array being filled and which timer is
/// current.
struct BufferState<Element> {
  /// What the sink must do.
  enum Action {
    /// Emit the array, then start the timer with this identity for the next one.
    case emitAndRestartTimer([Element], UInt64)
    /// Emit the array, then complete.
    case complete([Element])
    /// Fail.
    case fail(any Swift.Error)
  }

  enum Phase {
    /// The array is being filled and the timer runs.
    case filling
    /// Failed, or emitted the last array and completed.
    case stopped
  }

  private let count: Int
  private var buffer: [Element] = []
  /// The identity of the current timer.
  private(set) var timerId: UInt64 = 0
  private(set) var phase: Phase = .filling

  init(count: Int) {
    self.count = count
  }

  /// An element arrived: emit the array when it is full.
  mutating func received(_ element: Element) -> Action? {
    guard case .filling = phase else { return nil }
    buffer.append(element)
    guard buffer.count == count else { return nil }
    return emitAndRestart()
  }

  /// The timer `id` fired: emit the array unless a full array already restarted the timer.
  mutating func timerFired(_ id: UInt64) -> Action? {
    guard case .filling = phase, id == timerId else { return nil }
    return emitAndRestart()
  }

  /// The source stopped.
  mutating func stopped(with error: (any Swift.Error)?) -> Action? {
    guard case .filling = phase else { return nil }
    phase = .stopped
    defer { buffer = [] }
    if let error { return .fail(error) }
    return .complete(buffer)
  }

  private mutating func emitAndRestart() -> Action {
    timerId &+= 1
    defer { buffer = [] }
    return .emitAndRestartTimer(buffer, timerId)
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class BufferTimeCountSink<Element>:
  SerialDeliverySink<[Element], BufferState<Element>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Output = [Element]

  private let timeSpan: RxTimeInterval
  private let scheduler: any SchedulerType
  private var state: BufferState<Element>
  private let timer = SerialDisposable()

  init(
    timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.timeSpan = timeSpan
    self.scheduler = scheduler
    self.state = BufferState(count: count)
    super.init(observer: observer, disposer: disposer)
  }

  /// Starts the first timer, then subscribes to the source (RxSwift's order).
  func run(source: Observable<Element>) -> any Disposable {
    startTimer(0)
    return Disposables.create(timer, source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): submit { state.received(element) }
    case .error(let error): submit { state.stopped(with: error) }
    case .completed: submit { state.stopped(with: nil) }
    }
  }

  func perform(_ action: BufferState<Element>.Action) {
    switch action {
    case .emitAndRestartTimer(let buffer, let id):
      forwardOn(.next(buffer))
      startTimer(id)
    case .complete(let buffer):
      forwardOn(.next(buffer))
      forwardStop(.completed)
    case .fail(let error):
      forwardStop(.error(error))
    }
  }

  private func startTimer(_ id: UInt64) {
    timer.disposable = scheduler.scheduleTimer(id, after: timeSpan) { id in
      self.submit { self.state.timerFired(id) }
      return Disposables.create()
    }
  }

  override func dispose() {
    super.dispose()
    timer.dispose()
  }
}

private final class BufferTimeCount<Element>: Producer<[Element]>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
    self.source = source
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(running: BufferTimeCount.self)
  }

  func run(_ observer: AnyObserver<[Element]>, disposer: SinkDisposer?) -> Parts {
    let sink = BufferTimeCountSink(
      timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

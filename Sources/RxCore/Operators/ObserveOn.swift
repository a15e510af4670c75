import Dispatch

extension ObservableType {
  /// Delivers the sequence's events on `scheduler`, in order, one at a time.
  ///
  /// On `MainScheduler.instance`, an event that already arrives on the main thread with nothing queued before it
  /// is delivered at once, as in RxSwift; otherwise it is queued on the main queue. On a
  /// ``SerialDispatchQueueScheduler``, each event is handed straight to its serial queue, as RxSwift's
  /// `ObserveOnSerialDispatchQueue` does.
  /// - Parameter scheduler: Where to deliver events.
  /// - Returns: The observable.
  @inlinable
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    if let main = scheduler as? MainScheduler {
      return ObserveOnMainProducer(source: asObservable(), scheduler: main)
    }
    return makeObserveOn(asObservable(), scheduler: scheduler)
  }

  /// Delivers the sequence's events on `scheduler`; the RxSwift 5 name of `observe(on:)`.
  /// - Parameter scheduler: Where to deliver events.
  /// - Returns: The observable.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }
}

/// Hands every event to a serial dispatch queue. The source obeys the grammar, so its calls come one after another
/// and the queue keeps their order; the queue is serial, so deliveries never overlap. No lock is needed.
private final class ObserveOnSerialQueueSink<Output>: Sink<Output>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Output
  private let queue: DispatchQueue

  init(queue: DispatchQueue, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.queue = queue
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    let delivery = UncheckedSendable { [self] in
      forward(event)
    }
    queue.async { delivery.value() }
  }
}

private final class ObserveOnSerialQueue<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let queue: DispatchQueue

  init(source: Observable<Element>, queue: DispatchQueue) {
    self.source = source
    self.queue = queue
    super.init(running: ObserveOnSerialQueue.self)
    Resources.serialDispatchQueueObservableMade()
  }

  deinit { Resources.serialDispatchQueueObservableReleased() }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ObserveOnSerialQueueSink(queue: queue, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

@usableFromInline
final class ObserveOnMainSink<Element>: Sink<Element>, ObserverType, @unchecked Sendable {
  @usableFromInline let scheduler: MainScheduler

  @inlinable
  init(scheduler: MainScheduler, observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.scheduler = scheduler
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    scheduler.performInOrder((self, event)) { sink, event in
      sink.forward(event)
    }
  }
}

@usableFromInline
final class ObserveOnMainProducer<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let scheduler: MainScheduler

  @inlinable
  init(source: Observable<Element>, scheduler: MainScheduler) {
    self.source = source
    self.scheduler = scheduler
    super.init(running: ObserveOnMainProducer.self)
    Resources.serialDispatchQueueObservableMade()
  }

  deinit { Resources.serialDispatchQueueObservableReleased() }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ObserveOnMainSink(scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

/// `observe(on:)` for any scheduler but the main one.
@usableFromInline
func makeObserveOn<Element>(_ source: Observable<Element>, scheduler: any ImmediateSchedulerType)
  -> Observable<Element>
{
  if let serial = scheduler as? SerialDispatchQueueScheduler {
    return ObserveOnSerialQueue(source: source, queue: serial.configuration.queue)
  }
  return ObserveOn(source: source, scheduler: scheduler)
}

/// The queue of events waiting for delivery on a scheduler, and whether a drain is scheduled.
private struct ObserveOnState<Element> {
  var pending: [Event<Element>] = []
  var head = 0
  var isDraining = false

  /// Adds an event; returns whether the caller must schedule a drain.
  mutating func enqueue(_ event: Event<Element>) -> Bool {
    pending.append(event)
    if isDraining { return false }
    isDraining = true
    return true
  }

  /// The next event to deliver, or `nil` (and the drain ends).
  mutating func dequeue() -> Event<Element>? {
    guard head < pending.count else {
      pending.removeAll(keepingCapacity: true)
      head = 0
      isDraining = false
      return nil
    }
    defer { head += 1 }
    return pending[head]
  }
}

private final class ObserveOnSink<Output>: Sink<Output>, ObserverType, @unchecked Sendable {
  typealias Element = Output
  private let scheduler: any ImmediateSchedulerType
  private let lock = RxLock()
  @exclusivity(unchecked) private var state = ObserveOnState<Element>()
  private let scheduled = SerialDisposable()

  init(scheduler: any ImmediateSchedulerType, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.scheduler = scheduler
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    let mustSchedule = lock.withLock { _ in state.enqueue(event) }
    guard mustSchedule else { return }
    scheduled.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
      guard let self, let next = self.lock.withLock({ _ in self.state.dequeue() }) else { return }
      if next.isStopEvent {
        self.forwardStop(next)
      } else {
        self.forwardOn(next)
        recurse(())
      }
    }
  }

  override func dispose() {
    super.dispose()
    scheduled.dispose()
  }
}

private final class ObserveOn<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let scheduler: any ImmediateSchedulerType

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
    super.init(running: ObserveOn.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ObserveOnSink(scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

import Dispatch

extension ObservableType {
  /// Delivers the sequence's events on `scheduler`, in order, one at a time.
  ///
  /// On `MainScheduler.instance`, an event that already arrives on the main thread with nothing queued before it
  /// is delivered at once, as in RxSwift; otherwise it is queued on the main queue. On a
  /// ``SerialDispatchQueueScheduler``, each event is handed straight to its serial queue, as RxSwift's
  /// `ObserveOnSerialDispatchQueue` does. On any other scheduler, events wait in a queue that a scheduled drain
  /// empties, one event per scheduled action.
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

/// The pure state machine of `observe(on:)` on a scheduler that is neither the main one nor a serial dispatch
/// queue: the events waiting for delivery, and whether a drain is scheduled.
///
/// The source's events are queued; the first one that finds no drain scheduled schedules one. The drain delivers
/// the waiting events one scheduled action at a time, and ends when it finds nothing waiting (the next event then
/// schedules a new drain) or once it has taken a stop event.
struct ObserveOnState<Element> {
  /// Where the drain is.
  enum Phase {
    /// No drain is scheduled; nothing waits.
    case idle
    /// A drain is scheduled or running; it delivers whatever waits.
    case draining
    /// The drain took a stop event; nothing more is queued or delivered.
    case stopped
  }

  /// The events waiting for the drain, oldest first.
  private(set) var pending = PendingQueue<Event<Element>>()
  private(set) var phase = Phase.idle

  /// The source sent `event`: queue it; returns whether the caller must schedule a drain.
  mutating func received(_ event: Event<Element>) -> Bool {
    switch phase {
    case .stopped:
      return false
    case .draining:
      pending.append(event)
      return false
    case .idle:
      pending.append(event)
      phase = .draining
      return true
    }
  }

  /// The drain runs: the next event to deliver, or `nil` when nothing waits (and the drain ends).
  mutating func nextDelivery() -> Event<Element>? {
    guard case .draining = phase else { return nil }
    guard let event = pending.popFirst() else {
      phase = .idle
      return nil
    }
    if event.isStopEvent { phase = .stopped }
    return event
  }
}

/// Delivers the source's events on a scheduler that is neither the main one nor a serial dispatch queue.
///
/// The source's events only change the state, under the lock, and schedule the drain; the deliveries are submitted
/// by the drain alone, one per scheduled action, so each is performed on the scheduler, by the thread that runs the
/// action, never by a thread of the source.
private final class ObserveOnSink<Output>:
  SerialDeliverySink<Output, Event<Output>>, SerialDeliveryPerformer, ObserverType, @unchecked Sendable
{
  typealias Element = Output
  private let scheduler: any ImmediateSchedulerType
  @exclusivity(unchecked) private var state = ObserveOnState<Output>()
  private let scheduledDrain = SerialDisposable()

  init(scheduler: any ImmediateSchedulerType, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.scheduler = scheduler
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    let mustSchedule = lock.withLock { _ in state.received(event) }
    guard mustSchedule else { return }
    scheduledDrain.disposable = scheduler.scheduleRecursive(()) { [weak self] _, recurse in
      guard let self, self.deliverNext() else { return }
      recurse(())
    }
  }

  /// Delivers the oldest waiting event, in a scheduled action; returns whether the drain goes on (it delivered an
  /// element).
  private func deliverNext() -> Bool {
    var continues = false
    submit {
      let event = state.nextDelivery()
      continues = event.map { !$0.isStopEvent } ?? false
      return event
    }
    return continues
  }

  func perform(_ event: Event<Output>) {
    forward(event)
  }

  override func disposeKept() {
    scheduledDrain.dispose()
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

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
private final class ObserveOnSerialQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Observer.Element
  private let queue: DispatchQueue

  init(queue: DispatchQueue, observer: Observer, cancel: any Cancelable) {
    self.queue = queue
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    let delivery = UncheckedSendable { [self] in
      if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
    }
    queue.async { delivery.value() }
  }
}

private final class ObserveOnSerialQueue<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let queue: DispatchQueue

  init(source: Observable<Element>, queue: DispatchQueue) {
    self.source = source
    self.queue = queue
    super.init()
    Resources.serialDispatchQueueObservableMade()
  }

  deinit { Resources.serialDispatchQueueObservableReleased() }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = ObserveOnSerialQueueSink(queue: queue, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

@usableFromInline
final class ObserveOnMainSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
  @usableFromInline let scheduler: MainScheduler

  @inlinable
  init(scheduler: MainScheduler, observer: AnyObserver<Element>, cancel: any Cancelable) {
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    scheduler.performInOrder((self, event)) { sink, event in
      if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
    }
  }
}

@usableFromInline
final class ObserveOnMainProducer<Element>: Producer<Element>, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let scheduler: MainScheduler
  @usableFromInline let runFunction: (ObserveOnMainProducer<Element>, AnyObserver<Element>, any Cancelable) -> Parts

  @inlinable
  init(source: Observable<Element>, scheduler: MainScheduler) {
    self.source = source
    self.scheduler = scheduler
    self.runFunction = { producer, observer, cancel in
      let sink = ObserveOnMainSink(scheduler: producer.scheduler, observer: observer, cancel: cancel)
      return (sink, producer.source.subscribe(sink))
    }
    super.init()
    Resources.serialDispatchQueueObservableMade()
  }

  deinit { Resources.serialDispatchQueueObservableReleased() }

  @usableFromInline
  override func run(erased observer: AnyObserver<Element>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
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

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
  typealias Element = Observer.Element
  private let scheduler: any ImmediateSchedulerType
  private let lock = RxLock()
  @exclusivity(unchecked) private var state = ObserveOnState<Element>()
  private let scheduled = SerialDisposable()

  init(scheduler: any ImmediateSchedulerType, observer: Observer, cancel: any Cancelable) {
    self.scheduler = scheduler
    super.init(observer: observer, cancel: cancel)
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

private final class ObserveOn<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let scheduler: any ImmediateSchedulerType

  init(source: Observable<Element>, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

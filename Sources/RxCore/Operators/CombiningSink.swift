// The engine behind `combineLatest` and `zip` (every arity and the collection forms).
//
// Each source stores its elements into a shared `Slots` value (a tuple for the fixed arities, an array for the
// collection forms) under the sink's lock; `take` turns the slots into a snapshot of the values to combine (for
// `zip` it also removes them); the result selector runs on that snapshot outside the lock.

/// How a combining operator pairs the elements of its sources.
enum CombiningMode {
  /// `combineLatest`: each element is combined with the latest element of every other source.
  case latest
  /// `zip`: the n-th elements of all sources are combined together, once.
  case zip
}

/// The pure state machine of `combineLatest` and `zip`: how many elements each source has waiting and which
/// sources have completed. It follows RxSwift: the result completes when every source has completed and, with
/// `completesEarly` (`combineLatest`, collection `zip`), also when a source emits while not every source has an
/// element and all the others have completed.
struct CombiningState {
  /// What to do after a source emitted.
  enum Decision: Equatable {
    /// Not every source has an element yet.
    case wait
    /// Every source has an element: take a snapshot of the slots and combine it.
    case emit
    /// Nothing can ever be combined again: complete.
    case complete
  }

  private let mode: CombiningMode
  private let completesEarly: Bool
  private var waiting: [Int]
  private var isDone: [Bool]
  private var readyCount = 0
  private var doneCount = 0
  /// Whether the result has stopped (completed or failed).
  private(set) var isStopped = false

  init(mode: CombiningMode, completesEarly: Bool, count: Int) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.waiting = Array(repeating: 0, count: count)
    self.isDone = Array(repeating: false, count: count)
  }

  /// Records an element of the source at `index` (already stored in the slots).
  mutating func received(at index: Int) -> Decision {
    if waiting[index] == 0 { readyCount += 1 }
    switch mode {
    case .latest: waiting[index] = 1
    case .zip: waiting[index] += 1
    }
    if readyCount == waiting.count {
      if mode == .zip { consumeOneEach() }
      return .emit
    }
    let othersDone = doneCount - (isDone[index] ? 1 : 0)
    if completesEarly, othersDone == waiting.count - 1 {
      isStopped = true
      return .complete
    }
    return .wait
  }

  /// Records the completion of the source at `index`; returns whether the result completes now.
  mutating func completed(at index: Int) -> Bool {
    guard !isStopped, !isDone[index] else { return false }
    isDone[index] = true
    doneCount += 1
    guard doneCount == isDone.count else { return false }
    isStopped = true
    return true
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }

  private mutating func consumeOneEach() {
    readyCount = 0
    for index in waiting.indices {
      waiting[index] -= 1
      if waiting[index] > 0 { readyCount += 1 }
    }
  }
}

/// The sink side a combining source reports to, without knowing the observer's type.
protocol CombiningReceiver<Slots>: AnyObject {
  /// The shared storage of the sources' elements.
  associatedtype Slots

  /// Handles an event of the source at `index`; `store` writes an element into the slots and returns the
  /// element it replaced, if any, so that it is released outside the lock.
  func receive<Element>(_ event: Event<Element>, at index: Int, store: (inout Slots, Element) -> Element?)
}

/// One source of a combining operator and the function that stores its elements into the shared slots.
struct CombiningSource<Slots> {
  private let connect: (any CombiningReceiver<Slots>, Int) -> any Disposable

  /// - Parameters:
  ///   - source: The source.
  ///   - store: Writes an element into the slots and returns the element it replaced, if any.
  init<Source: ObservableConvertibleType>(
    _ source: Source, store: @escaping (inout Slots, Source.Element) -> Source.Element?
  ) {
    let observable = source.asObservable()
    connect = { receiver, index in
      observable.subscribe(CombiningInput(receiver: receiver, index: index, store: store))
    }
  }

  /// Subscribes to the source, reporting to `receiver` as source number `index`.
  func subscribe(_ receiver: any CombiningReceiver<Slots>, index: Int) -> any Disposable {
    connect(receiver, index)
  }
}

/// Observes one source of a combining operator.
private final class CombiningInput<Slots, Element>: ObserverType {
  private let receiver: any CombiningReceiver<Slots>
  private let index: Int
  private let store: (inout Slots, Element) -> Element?

  init(receiver: any CombiningReceiver<Slots>, index: Int, store: @escaping (inout Slots, Element) -> Element?) {
    self.receiver = receiver
    self.index = index
    self.store = store
  }

  func on(_ event: Event<Element>) {
    receiver.receive(event, at: index, store: store)
  }
}

/// Stores `value` in `slot` and returns the value it replaced, so that the caller can release that value (and run
/// its `deinit`) after leaving the lock.
func replaceLatest<Value>(_ slot: inout Value?, with value: Value) -> Value? {
  var value: Value? = value
  swap(&slot, &value)
  return value
}

/// What `CombiningSink` delivers.
private enum CombiningWork<Snapshot, Result> {
  /// Combine these values with the result selector and emit the result.
  case combine(Snapshot)
  /// Deliver this stop event.
  case stop(Event<Result>)
}

/// The subscription of a combining operator: stores elements, decides with `CombiningState`, combines outside
/// the lock.
private final class CombiningSink<Slots, Snapshot, Observer: ObserverType>:
  SerialDeliverySink<Observer, CombiningWork<Snapshot, Observer.Element>>, CombiningReceiver
{
  private let parent: CombiningProducer<Slots, Snapshot, Observer.Element>
  private let subscriptions: [SingleAssignmentDisposable]
  private var slots: Slots
  private var state: CombiningState

  init(parent: CombiningProducer<Slots, Snapshot, Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    self.subscriptions = parent.sources.map { _ in SingleAssignmentDisposable() }
    self.slots = parent.slots
    self.state = CombiningState(
      mode: parent.mode, completesEarly: parent.completesEarly, count: parent.sources.count)
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    for (index, source) in parent.sources.enumerated() {
      subscriptions[index].setDisposable(source.subscribe(self, index: index))
    }
    if parent.sources.isEmpty {
      if parent.mode == .latest {
        submit { parent.take(&slots).map { .combine($0) } }
      }
      submit(.stop(.completed)) { state.stop() }
    }
    return Disposables.create(subscriptions)
  }

  func receive<Element>(_ event: Event<Element>, at index: Int, store: (inout Slots, Element) -> Element?) {
    switch event {
    case .next(let element):
      // The element an update replaces is kept here and released after the lock, never inside it.
      var replaced: Element?
      var isSnapshotMissing = false
      defer {
        withExtendedLifetime(replaced) {}
        if isSnapshotMissing {
          Hooks.reportInternal("A combining operator had no element to combine for one of its sources.")
        }
      }
      submit {
        guard !state.isStopped else { return nil }
        replaced = store(&slots, element)
        switch state.received(at: index) {
        case .wait:
          return nil
        case .complete:
          return .stop(.completed)
        case .emit:
          if let snapshot = parent.take(&slots) { return .combine(snapshot) }
          isSnapshotMissing = true
          _ = state.stop()
          return .stop(.error(RxError.unknown))
        }
      }
    case .error(let error):
      subscriptions[index].dispose()
      submit(.stop(.error(error))) { state.stop() }
    case .completed:
      subscriptions[index].dispose()
      submit(.stop(.completed)) { state.completed(at: index) }
    }
  }

  override func perform(_ work: CombiningWork<Snapshot, Observer.Element>) {
    switch work {
    case .combine(let snapshot):
      guard !isDisposed else { return }
      let result: Observer.Element
      do {
        result = try parent.combine(snapshot)
      } catch {
        lock.withLock { _ in _ = state.stop() }
        forwardStop(.error(error))
        return
      }
      forwardOn(.next(result))
    case .stop(let event):
      forwardStop(event)
    }
  }
}

/// The observable `combineLatest` and `zip` return.
final class CombiningProducer<Slots, Snapshot, Result>: Producer<Result>, @unchecked Sendable {
  fileprivate let mode: CombiningMode
  fileprivate let completesEarly: Bool
  fileprivate let slots: Slots
  fileprivate let sources: [CombiningSource<Slots>]
  fileprivate let take: (inout Slots) -> Snapshot?
  fileprivate let combine: (Snapshot) throws -> Result

  /// - Parameters:
  ///   - mode: `.latest` for `combineLatest`, `.zip` for `zip`.
  ///   - completesEarly: Whether the result completes as soon as a source emits while all the others have
  ///     completed and some source has no element (RxSwift does this for all but the fixed-arity `zip`).
  ///   - slots: The empty storage every subscription starts with.
  ///   - sources: The sources, in subscription order.
  ///   - take: Makes the snapshot to combine once every source has an element (and, for `zip`, removes it).
  ///   - combine: The result selector.
  init(
    mode: CombiningMode, completesEarly: Bool, slots: Slots, sources: [CombiningSource<Slots>],
    take: @escaping (inout Slots) -> Snapshot?, combine: @escaping (Snapshot) throws -> Result
  ) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.slots = slots
    self.sources = sources
    self.take = take
    self.combine = combine
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Result {
    let sink = CombiningSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

// The engine behind `combineLatest` and `zip` (every arity and the collection forms).
//
// Each source stores its elements into a shared `Slots` value (a tuple for the fixed arities, an array for the
// collection forms) under the sink's lock; `take` turns the slots into a snapshot of the values to combine (for
// `zip` it also removes them); the result selector runs on that snapshot outside the lock.

/// How a combining operator pairs the elements of its sources.
@usableFromInline
enum CombiningMode: Sendable {
  /// `combineLatest`: each element is combined with the latest element of every other source.
  case latest
  /// `zip`: the n-th elements of all sources are combined together, once.
  case zip
}

/// The pure state machine of `combineLatest` and `zip`: how many elements each source has waiting and which
/// sources have completed. It follows RxSwift: the result completes when every source has completed and, with
/// `completesEarly` (`combineLatest`, collection `zip`), also when a source emits while not every source has an
/// element and all the others have completed.
@usableFromInline
struct CombiningState {
  /// What to do after a source emitted.
  @usableFromInline
  enum Decision: Equatable, Sendable {
    /// Not every source has an element yet.
    case wait
    /// Every source has an element: take a snapshot of the slots and combine it.
    case emit
    /// Nothing can ever be combined again: complete.
    case complete
  }

  @usableFromInline let mode: CombiningMode
  @usableFromInline let completesEarly: Bool
  @usableFromInline var waiting: [Int]
  @usableFromInline var isDone: [Bool]
  @usableFromInline var readyCount: Int
  @usableFromInline var doneCount: Int
  /// Whether the result has stopped (completed or failed).
  @usableFromInline var isStopped: Bool

  @inlinable
  init(mode: CombiningMode, completesEarly: Bool, count: Int) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.waiting = Array(repeating: 0, count: count)
    self.isDone = Array(repeating: false, count: count)
    self.readyCount = 0
    self.doneCount = 0
    self.isStopped = false
  }

  /// Records an element of the source at `index` (already stored in the slots).
  @inlinable @inline(__always)
  mutating func received(at index: Int) -> Decision {
    // `combineLatest` once every source has an element (the steady state): every count is already 1 and stays
    // so, nothing changes, the element is combined.
    if mode == .latest, readyCount == waiting.count { return .emit }
    return receivedChangingCounts(at: index)
  }

  /// `received(at:)` when the counts change: the first element of a source, or any `zip` element.
  @inlinable
  mutating func receivedChangingCounts(at index: Int) -> Decision {
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
  @inlinable
  mutating func completed(at index: Int) -> Bool {
    guard !isStopped, !isDone[index] else { return false }
    isDone[index] = true
    doneCount += 1
    guard doneCount == isDone.count else { return false }
    isStopped = true
    return true
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }

  @inlinable
  mutating func consumeOneEach() {
    readyCount = 0
    for index in waiting.indices {
      waiting[index] -= 1
      if waiting[index] > 0 { readyCount += 1 }
    }
  }
}

/// One source of a combining operator and the function that subscribes the sink to it, storing its elements
/// into the shared slots. Made where the operator's types are concrete, so the observer it subscribes is
/// specialized code.
@usableFromInline
struct CombiningSource<Slots, Snapshot, Result> {
  @usableFromInline let connect: (CombiningSink<Slots, Snapshot, Result>, Int) -> any Disposable

  /// - Parameters:
  ///   - source: The source.
  ///   - store: Writes an element into the slots and returns the element it replaced, if any.
  @inlinable
  init<Source: ObservableConvertibleType>(
    _ source: Source, store: @escaping (inout Slots, Source.Element) -> Source.Element?
  ) {
    let observable = source.asObservable()
    connect = { sink, index in
      observable.subscribe(CombiningInput(sink: sink, index: index, store: store))
    }
  }

  /// Subscribes `sink` to the source, as source number `index`.
  @inlinable
  func subscribe(_ sink: CombiningSink<Slots, Snapshot, Result>, index: Int) -> any Disposable {
    connect(sink, index)
  }
}

/// Observes one source of a combining operator.
@usableFromInline
final class CombiningInput<Slots, Snapshot, Result, Element>: ObserverType {
  @usableFromInline let sink: CombiningSink<Slots, Snapshot, Result>
  @usableFromInline let index: Int
  @usableFromInline let store: (inout Slots, Element) -> Element?

  @inlinable
  init(
    sink: CombiningSink<Slots, Snapshot, Result>, index: Int, store: @escaping (inout Slots, Element) -> Element?
  ) {
    self.sink = sink
    self.index = index
    self.store = store
  }

  @inlinable
  func on(_ event: Event<Element>) {
    sink.receive(event, at: index, store: store)
  }
}

/// What `CombiningSink` delivers.
@usableFromInline
enum CombiningWork<Snapshot, Result> {
  /// Combine these values with the result selector and emit the result.
  case combine(Snapshot)
  /// Deliver this stop event.
  case stop(Event<Result>)
}

/// The subscription of a combining operator: stores elements, decides with `CombiningState`, combines outside
/// the lock.
@usableFromInline
final class CombiningSink<Slots, Snapshot, Result>:
  SerialDeliverySink<AnyObserver<Result>, CombiningWork<Snapshot, Result>>
{
  @usableFromInline let parent: CombiningProducer<Slots, Snapshot, Result>
  @usableFromInline let subscriptions: [SingleAssignmentDisposable]
  @usableFromInline @exclusivity(unchecked) var slots: Slots
  @usableFromInline @exclusivity(unchecked) var state: CombiningState

  @inlinable
  init(parent: CombiningProducer<Slots, Snapshot, Result>, observer: AnyObserver<Result>, cancel: any Cancelable) {
    self.parent = parent
    self.subscriptions = parent.sources.map { _ in SingleAssignmentDisposable() }
    self.slots = parent.slots
    self.state = CombiningState(
      mode: parent.mode, completesEarly: parent.completesEarly, count: parent.sources.count)
    super.init(observer: observer, cancel: cancel)
  }

  @inlinable
  func run() -> any Disposable {
    for (index, source) in parent.sources.enumerated() {
      subscriptions[index].setDisposable(source.subscribe(self, index: index))
    }
    if parent.sources.isEmpty {
      if parent.mode == .latest {
        submit({ parent.take(&slots).map { .combine($0) } }, performing: deliver)
      }
      submit(.stop(.completed), if: { state.stop() }, performing: deliver)
    }
    return Disposables.create(subscriptions)
  }

  @inlinable
  func receive<Element>(_ event: Event<Element>, at index: Int, store: (inout Slots, Element) -> Element?) {
    switch event {
    case .next(let element):
      // The element an update replaces is kept here and released after the lock, never inside it.
      var replaced: Element?
      var isSnapshotMissing = false
      submit(
        {
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
        }, performing: deliver)
      withExtendedLifetime(replaced) {}
      if isSnapshotMissing {
        Hooks.reportInternal("A combining operator had no element to combine for one of its sources.")
      }
    case .error(let error):
      subscriptions[index].dispose()
      submit(.stop(.error(error)), if: { state.stop() }, performing: deliver)
    case .completed:
      subscriptions[index].dispose()
      submit(.stop(.completed), if: { state.completed(at: index) }, performing: deliver)
    }
  }

  /// Delivers what `submit` accepted; never concurrently with itself.
  @inlinable
  func deliver(_ work: CombiningWork<Snapshot, Result>) {
    switch work {
    case .combine(let snapshot):
      guard !isDisposed else { return }
      let result: Result
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
@usableFromInline
final class CombiningProducer<Slots, Snapshot, Result>: Producer<Result>, @unchecked Sendable {
  @usableFromInline let mode: CombiningMode
  @usableFromInline let completesEarly: Bool
  @usableFromInline let slots: Slots
  @usableFromInline let sources: [CombiningSource<Slots, Snapshot, Result>]
  @usableFromInline let take: (inout Slots) -> Snapshot?
  @usableFromInline let combine: (Snapshot) throws -> Result
  @usableFromInline let runFunction:
    (CombiningProducer<Slots, Snapshot, Result>, AnyObserver<Result>, any Cancelable) -> Parts

  /// - Parameters:
  ///   - mode: `.latest` for `combineLatest`, `.zip` for `zip`.
  ///   - completesEarly: Whether the result completes as soon as a source emits while all the others have
  ///     completed and some source has no element (RxSwift does this for all but the fixed-arity `zip`).
  ///   - slots: The empty storage every subscription starts with.
  ///   - sources: The sources, in subscription order.
  ///   - take: Makes the snapshot to combine once every source has an element (and, for `zip`, removes it).
  ///   - combine: The result selector.
  @inlinable
  init(
    mode: CombiningMode, completesEarly: Bool, slots: Slots, sources: [CombiningSource<Slots, Snapshot, Result>],
    take: @escaping (inout Slots) -> Snapshot?, combine: @escaping (Snapshot) throws -> Result
  ) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.slots = slots
    self.sources = sources
    self.take = take
    self.combine = combine
    self.runFunction = { producer, observer, cancel in
      let sink = CombiningSink(parent: producer, observer: observer, cancel: cancel)
      return (sink, sink.run())
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Result>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

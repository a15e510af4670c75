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

  /// What the state machine knows of one source.
  @usableFromInline
  struct Source: Equatable, Sendable {
    /// How many of its elements wait to be combined (`combineLatest`: 1 once it has an element).
    @usableFromInline var waiting = 0
    /// Whether it has completed.
    @usableFromInline var isDone = false

    @inlinable init() {}
  }

  @usableFromInline let mode: CombiningMode
  @usableFromInline let completesEarly: Bool
  /// One entry per source (one array, so a subscription allocates it once).
  @usableFromInline var sources: [Source]
  @usableFromInline var readyCount: Int
  @usableFromInline var doneCount: Int
  /// Whether the result has stopped (completed or failed).
  @usableFromInline var isStopped: Bool
  /// Whether every element is combined and nothing changes: `combineLatest` once every source has an element, until
  /// the result stops (the steady state, decided with one flag). While it is set, every slot of the sink has an
  /// element (the sink stores an element before it calls `received(at:)`, and `combineLatest` never empties a slot),
  /// so the sink takes its snapshot without testing them (`CombiningRule.takeFilled`).
  @usableFromInline var combinesEveryElement: Bool

  @inlinable
  init(mode: CombiningMode, completesEarly: Bool, count: Int) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.sources = Array(repeating: Source(), count: count)
    self.readyCount = 0
    self.doneCount = 0
    self.isStopped = false
    self.combinesEveryElement = false
  }

  /// Records an element of the source at `index` (already stored in the slots).
  @inlinable @inline(__always)
  mutating func received(at index: Int) -> Decision {
    // `combineLatest` once every source has an element (the steady state): every count is already 1 and stays
    // so, nothing changes, the element is combined.
    if combinesEveryElement { return .emit }
    return receivedChangingCounts(at: index)
  }

  /// `received(at:)` when the counts change: the first element of a source, or any `zip` element.
  @inlinable
  mutating func receivedChangingCounts(at index: Int) -> Decision {
    if sources[index].waiting == 0 { readyCount += 1 }
    switch mode {
    case .latest: sources[index].waiting = 1
    case .zip: sources[index].waiting += 1
    }
    if readyCount == sources.count {
      switch mode {
      // Never once stopped: the sink then skips its `isStopped` test.
      case .latest: combinesEveryElement = !isStopped
      case .zip: consumeOneEach()
      }
      return .emit
    }
    let othersDone = doneCount - (sources[index].isDone ? 1 : 0)
    if completesEarly, othersDone == sources.count - 1 {
      isStopped = true
      combinesEveryElement = false
      return .complete
    }
    return .wait
  }

  /// Records the completion of the source at `index`; returns whether the result completes now.
  @inlinable
  mutating func completed(at index: Int) -> Bool {
    guard !isStopped, !sources[index].isDone else { return false }
    sources[index].isDone = true
    doneCount += 1
    guard doneCount == sources.count else { return false }
    isStopped = true
    combinesEveryElement = false
    return true
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    defer {
      isStopped = true
      combinesEveryElement = false
    }
    return !isStopped
  }

  @inlinable
  mutating func consumeOneEach() {
    readyCount = 0
    for index in sources.indices {
      sources[index].waiting -= 1
      if sources[index].waiting > 0 { readyCount += 1 }
    }
  }
}

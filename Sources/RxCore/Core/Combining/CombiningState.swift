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

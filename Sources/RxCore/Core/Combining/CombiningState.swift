/// The pure state machine of `combineLatest` and `zip`: where the result is, how many elements each source has
/// waiting and which sources have completed. Each transition returns what the sink does next.
///
/// It follows RxSwift: the result completes when every source has completed and, with `completesEarly`
/// (`combineLatest`, collection `zip`), also when a source emits while not every source has an element and all the
/// others have completed; it fails with the first error.
///
/// ```swift
/// var state = CombiningState(mode: .latest, completesEarly: true, count: 2)
/// state.received(at: 0)  // .wait
/// state.received(at: 1)  // .combine, and from now on .combiningEvery: one test per element
/// ```
@usableFromInline
struct CombiningState {
  /// Where the result is. `combineLatest` goes from `collecting` to `combiningEvery`, `zip` stays `zipping`; both
  /// end `stopped`.
  @usableFromInline
  enum Phase: Equatable, Sendable {
    /// `combineLatest` before every source has an element: `ready` sources have one, `done` have completed.
    case collecting(ready: Int, done: Int)
    /// `zip`: `ready` sources have at least one element waiting to be paired, `done` have completed.
    case zipping(ready: Int, done: Int)
    /// `combineLatest` once every source has an element, until the result stops (its steady state, told with one
    /// test): every element is combined and only completions change anything; `done` sources have completed.
    ///
    /// Every slot of the sink has an element here (the sink stores an element before it combines, and
    /// `combineLatest` never empties a slot), so the sink takes its snapshot without testing them
    /// (`CombiningRule.takeFilled`).
    case combiningEvery(done: Int)
    /// The result has completed or failed: nothing more is stored, combined or forwarded.
    case stopped
  }

  /// What the sink does with an element of a source.
  @usableFromInline
  enum ElementAction: Equatable, Sendable {
    /// Nothing: the result has stopped (the element is not even stored).
    case drop
    /// Store it: not every source has an element yet.
    case wait
    /// Store it, take a snapshot of the slots and combine it (for `zip`, the oldest element of each source).
    case combine
    /// Store it and complete: nothing can ever be combined again.
    case complete
  }

  /// What the state machine knows of one source.
  @usableFromInline
  struct Source: Equatable, Sendable {
    /// How many of its elements wait to be combined (`combineLatest`: 1 once it has an element).
    @usableFromInline var waiting: Int32 = 0
    /// Whether it has completed.
    @usableFromInline var isDone = false

    @inlinable init() {}

    /// Records an element for `combineLatest`, which keeps one; returns whether the source had none before.
    @inlinable @inline(__always)
    mutating func receiveLatest() -> Bool {
      defer { waiting = 1 }
      return waiting == 0
    }

    /// Records an element for `zip`, which queues them; returns whether the source had none waiting before.
    @inlinable @inline(__always)
    mutating func receiveQueued() -> Bool {
      defer { waiting += 1 }
      return waiting == 0
    }

    /// Takes one waiting element (`zip` combined it); returns whether the source still has one.
    @inlinable @inline(__always)
    mutating func consumeOne() -> Bool {
      waiting -= 1
      return waiting > 0
    }

    /// Records the completion; returns whether it is the first.
    @inlinable @inline(__always)
    mutating func complete() -> Bool {
      defer { isDone = true }
      return !isDone
    }
  }

  @usableFromInline let completesEarly: Bool
  @usableFromInline private(set) var phase: Phase
  /// One entry per source.
  @usableFromInline private(set) var sources: SourceTable<Source>

  /// States, in debug builds, what the counts in `phase` must say of the per-source entries kept beside it for
  /// speed: `ready` is how many sources have an element waiting, `done` how many have completed, and in
  /// `combiningEvery` every source has one.
  func assertInvariants() {
    let ready = sources.count(where: { $0.waiting > 0 })
    let done = sources.count(where: \.isDone)
    switch phase {
    case .collecting(let readyCount, let doneCount), .zipping(let readyCount, let doneCount):
      assert(readyCount == ready, "\(phase): \(ready) sources have an element waiting")
      assert(doneCount == done, "\(phase): \(done) sources have completed")
    case .combiningEvery(let doneCount):
      assert(ready == sources.count, "combiningEvery, but only \(ready) of \(sources.count) sources have an element")
      assert(doneCount == done, "\(phase): \(done) sources have completed")
    case .stopped:
      break
    }
  }

  /// - Parameters:
  ///   - mode: `.latest` for `combineLatest`, `.zip` for `zip`.
  ///   - completesEarly: Whether the result completes as soon as a source emits while all the others have
  ///     completed and some source has no element.
  ///   - count: How many sources there are. `combineLatest` of none starts in its steady state: every source (of
  ///     none) has an element, so the sink combines once before it completes.
  @inlinable
  init(mode: CombiningMode, completesEarly: Bool, count: Int) {
    self.completesEarly = completesEarly
    self.sources = SourceTable(count: count)
    switch mode {
    case .latest: self.phase = count == 0 ? .combiningEvery(done: 0) : .collecting(ready: 0, done: 0)
    case .zip: self.phase = .zipping(ready: 0, done: 0)
    }
  }

  /// Whether every element is combined as it comes, with no change of state (`combineLatest`'s steady state).
  @inlinable @inline(__always)
  var combinesEveryElement: Bool {
    if case .combiningEvery = phase { return true }
    return false
  }

  /// Whether the result has stopped.
  @inlinable
  var isStopped: Bool {
    if case .stopped = phase { return true }
    return false
  }

  /// Records an element of the source at `index`; returns what to do with it.
  @inlinable @inline(__always)
  mutating func received(at index: Int) -> ElementAction {
    // The steady state: nothing changes, the element is combined.
    if combinesEveryElement { return .combine }
    return receivedChangingCounts(at: index)
  }

  /// `received(at:)` when the counts change: an element before `combineLatest`'s steady state, or any `zip`
  /// element. Inlined into the sink's out-of-line `applyElementChangingState`, one copy per source: a call here
  /// shows in every `zip` element (rx-bench `zipPumping`).
  @inlinable @inline(__always)
  mutating func receivedChangingCounts(at index: Int) -> ElementAction {
    switch phase {
    case .stopped:
      return .drop
    case .combiningEvery:
      return .combine
    case .collecting(var ready, let done):
      if sources.update(at: index, { $0.receiveLatest() }) { ready += 1 }
      if ready == sources.count {
        phase = .combiningEvery(done: done)
        return .combine
      }
      if completesNow(at: index, done: done) { return .complete }
      phase = .collecting(ready: ready, done: done)
      return .wait
    case .zipping(var ready, let done):
      if sources.update(at: index, { $0.receiveQueued() }) { ready += 1 }
      if ready == sources.count {
        phase = .zipping(ready: consumeOneEach(), done: done)
        return .combine
      }
      if completesNow(at: index, done: done) { return .complete }
      phase = .zipping(ready: ready, done: done)
      return .wait
    }
  }

  /// After an element of the source at `index` left some source without an element: whether the result completes
  /// early, because every other source has completed (then it stops).
  @inlinable @inline(__always)
  mutating func completesNow(at index: Int, done: Int) -> Bool {
    let othersDone = done - (sources.update(at: index) { $0.isDone } ? 1 : 0)
    guard completesEarly, othersDone == sources.count - 1 else { return false }
    phase = .stopped
    return true
  }

  /// Takes one waiting element of each source (`zip` has combined them); returns how many sources still have one.
  @inlinable
  mutating func consumeOneEach() -> Int {
    var ready = 0
    sources.updateEach { source in
      if source.consumeOne() { ready += 1 }
    }
    return ready
  }

  /// Records the completion of the source at `index` (counted once); returns whether the result completes now:
  /// every source has completed.
  @inlinable @inline(__always)
  mutating func completed(at index: Int) -> Bool {
    guard !isStopped, sources.update(at: index, { $0.complete() }) else { return false }
    let last = sources.count - 1
    switch phase {
    case .stopped:
      return false
    case .collecting(let ready, let done):
      phase = done == last ? .stopped : .collecting(ready: ready, done: done + 1)
    case .zipping(let ready, let done):
      phase = done == last ? .stopped : .zipping(ready: ready, done: done + 1)
    case .combiningEvery(let done):
      phase = done == last ? .stopped : .combiningEvery(done: done + 1)
    }
    return isStopped
  }

  /// Stops the result (an error, or the result selector threw); returns whether it was still running, so the stop
  /// event must be delivered.
  @inlinable
  mutating func stop() -> Bool {
    guard !isStopped else { return false }
    phase = .stopped
    return true
  }
}

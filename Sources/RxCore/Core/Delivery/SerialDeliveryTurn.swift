/// Who has the turn of a `SerialDelivery`: one atomic word (an `AtomicInt`), 0 when nobody performs, else the
/// performing thread's `ThreadIdentity.word` with `waitingBit` set once work waits.
///
/// The owner keeps it as a `let` beside its `SerialDelivery` (a `var` changed under its lock): the thread with the
/// turn gives it up through the `let` without the lock, which is no access to the `var` other threads change. An
/// owner whose state the turn itself guards also takes it without the lock (`claim(by:)`).
@usableFromInline
struct SerialDeliveryTurn: ~Copyable, @unchecked Sendable {
  @usableFromInline let word: AtomicInt

  @inlinable static var waitingBit: Int { 1 }

  @inlinable
  init() {
    word = AtomicInt(0)
  }

  /// What `claim(by:)` found.
  @usableFromInline
  enum Claim: Sendable {
    /// The turn was free and is now the caller's: perform, then give it up (`releaseIfIdle(by:)`, else
    /// `SerialDelivery.next(turn:)` under the lock).
    case taken
    /// The caller already has the turn (a reentrant call): perform now, nested.
    case nested
    /// Another thread has it: queue the work under the lock with `SerialDelivery.submit`, which takes the turn
    /// instead if it was given up meanwhile.
    case busy
  }

  /// Takes the turn for `thread` if nobody has it: the one way the turn is taken. One compare-and-exchange, so it
  /// needs no lock: `SerialDelivery.submit` calls it with the owner's lock held, and an owner whose state the turn
  /// guards (`CombiningSink`) calls it without, taking the lock only when another thread has the turn.
  @inlinable @inline(__always)
  func claim(by thread: ThreadIdentity) -> Claim {
    let (exchanged, original) = word.compareExchange(expected: 0, desired: thread.word, ordering: .acquiring)
    if exchanged { return .taken }
    return original & ~Self.waitingBit == thread.word ? .nested : .busy
  }

  /// For a thread that found the turn busy, with the owner's lock held: marks work waiting, so that the thread with
  /// the turn cannot give it up without taking the lock (`releaseIfIdle(by:)` fails). Returns `false` if that thread
  /// gave the turn up first; the caller then claims it again.
  @inlinable @inline(__always)
  func markWorkWaiting() -> Bool {
    var current = word.load(ordering: .relaxed)
    while current != 0 {
      let (exchanged, original) = word.compareExchange(
        expected: current, desired: current | Self.waitingBit, ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = original
    }
    return false
  }

  /// Whether a thread has the turn (for tests: RxCore itself never needs to ask).
  var isTaken: Bool { word.load(ordering: .acquiring) != 0 }

  /// For `thread`, which has the turn, without the lock: gives the turn up if no work waits and returns `true`;
  /// returns `false` when work waits (then call `SerialDelivery.next(turn:)` with the lock held until it returns
  /// `nil`).
  ///
  /// One compare-and-exchange and nothing before it: the word is `thread`'s identity unless work waits, when the
  /// waiting bit makes the exchange fail.
  @inlinable @inline(__always)
  func releaseIfIdle(by thread: ThreadIdentity) -> Bool {
    word.compareExchange(expected: thread.word, desired: 0, ordering: .releasing).exchanged
  }
}

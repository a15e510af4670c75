/// The one rule by which RxCore delivers events one at a time: a state machine kept under the owner's lock, beside
/// one atomic word that says who has the turn.
///
/// The first thread to submit work gets the turn and performs its work; work that other threads submit meanwhile
/// waits here, in order, and the thread with the turn performs it before giving the turn up. Work that the thread
/// with the turn submits while it is performing (reentrancy) is performed at once, nested, as RxSwift's recursive
/// locks behave. The caller never holds its lock while it performs work, so no lock-order deadlock can happen.
///
/// Owners use it in one of two ways:
/// - **State under the lock** (subjects, `merge`, `flatMapLatest`): each state change and its `submit` happen in one
///   critical section, so work is performed in the order the state changed; the work is what to deliver.
/// - **State under the turn** (`combineLatest`, `zip`: `CombiningSink`): the thread with the turn changes the state
///   and delivers, with no lock; it takes the turn with `SerialDeliveryTurn.claim(by:)`. A thread that finds the turn
///   busy submits its *event* as the work, under the lock, and the thread with the turn applies it in order.
///
/// Giving the turn up costs no second critical section when nothing waits (the common case: one thread at a time):
/// the turn is one atomic word (`SerialDeliveryTurn`, kept by the owner as a `let` beside this value), the performing
/// thread's identity, with its lowest bit set once work waits. It is taken with one compare-and-exchange
/// (`SerialDeliveryTurn.claim(by:)`), and only a thread holding the lock marks work waiting; the performing thread
/// gives the turn up with one compare-and-exchange (`SerialDeliveryTurn.releaseIfIdle(by:)`), which fails once work
/// waits, and it then takes the lock and drains (`next(turn:)`).
///
/// Subjects and relays (``SubjectBase``) and every operator with several sources (`SerialDeliverySink`) use it.
@usableFromInline
struct SerialDelivery<Work> {
  /// When the submitting thread performs its work.
  @usableFromInline
  enum Turn: Sendable {
    /// Nobody was performing: perform now, then give the turn up (`releaseIfIdle(by:)`, else `next(turn:)`).
    case now
    /// This thread is already performing (a reentrant call): perform now, nested.
    case nested
    /// Another thread is performing and will perform the work (it was stored).
    case later
  }

  /// Work waiting for the thread with the turn; guarded by the owner's lock.
  @usableFromInline var pending: PendingQueue<Work>

  @inlinable
  init() {
    pending = PendingQueue()
  }

  /// Submits work from `thread` (with the owner's lock held); `work` is evaluated (and stored) only when another
  /// thread will perform it.
  @inlinable @inline(__always)
  mutating func submit(
    _ work: @autoclosure () -> Work, from thread: ThreadIdentity, turn: borrowing SerialDeliveryTurn
  ) -> Turn {
    while true {
      switch turn.claim(by: thread) {
      case .taken:
        return .now
      case .nested:
        return .nested
      case .busy:
        // Unless the thread with the turn gave it up meanwhile: then claim it again.
        if turn.markWorkWaiting() {
          pending.append(work())
          return .later
        }
      }
    }
  }

  /// For the thread with the turn, with the lock held, after `releaseIfIdle(by:)` failed or after it performed a piece
  /// of work `next(turn:)` returned: the next waiting work, or `nil` after giving the turn up.
  @inlinable
  mutating func next(turn: borrowing SerialDeliveryTurn) -> Work? {
    if let work = pending.popFirst() { return work }
    turn.word.store(0, ordering: .releasing)
    return nil
  }
}

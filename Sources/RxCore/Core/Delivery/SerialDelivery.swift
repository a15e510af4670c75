/// The one rule by which RxCore delivers events one at a time: a pure state machine, kept under the owner's lock
/// together with the owner's own state.
///
/// The first thread to submit work gets the turn and performs its work; work that other threads submit meanwhile
/// waits here, in order, and the thread with the turn performs it before giving the turn up (`next()`). Work that
/// the thread with the turn submits while it is performing (reentrancy) is performed at once, nested, as RxSwift's
/// recursive locks behave. The caller never holds its lock while it performs work, so no lock-order deadlock can
/// happen; it performs work in the order the state changed, because each state change and its `submit` happen in
/// one critical section.
///
/// Subjects and relays (``SubjectBase``) and every operator with several sources (`SerialDeliverySink`) use it.
@usableFromInline
struct SerialDelivery<Work> {
  /// When the submitting thread performs its work.
  @usableFromInline
  enum Turn: Sendable {
    /// Nobody was performing: perform now, then everything `next()` returns.
    case now
    /// This thread is already performing (a reentrant call): perform now, nested.
    case nested
    /// Another thread is performing and will perform the work (it was stored).
    case later
  }

  /// The thread performing work, if any.
  @usableFromInline var owner: ThreadIdentity?
  /// Work waiting for the owner.
  @usableFromInline var pending: PendingQueue<Work>

  @inlinable
  init() {
    owner = nil
    pending = PendingQueue()
  }

  /// Submits work from `thread`; `work` is evaluated (and stored) only when another thread will perform it.
  @inlinable
  mutating func submit(_ work: @autoclosure () -> Work, from thread: ThreadIdentity) -> Turn {
    guard let owner else {
      self.owner = thread
      return .now
    }
    if owner.isSame(as: thread) { return .nested }
    pending.append(work())
    return .later
  }

  /// For the thread with the turn, after it performed a piece of work: the next waiting work, or `nil` after giving
  /// the turn up.
  @inlinable
  mutating func next() -> Work? {
    if let work = pending.popFirst() { return work }
    owner = nil
    return nil
  }
}

/// The base of the sinks that listen to several sources, possibly on several threads, and must still deliver
/// to their observer one event at a time.
///
/// A subclass changes its state and decides what to deliver inside `submit`, under `lock`; the decision (the
/// work) is queued in the same critical section, so work runs in the order the state changed. The work itself
/// runs in the function `submit` is given (a subclass that performs all its work in one method conforms to
/// ``SerialDeliveryPerformer``), outside the lock, one item at a time: the thread that finds nobody delivering runs
/// its work and then everything other threads queued meanwhile; work submitted while performing on the same thread
/// (reentrancy) runs at once, nested, as RxSwift's recursive locks behave. No lock is held while the observer or a
/// user closure runs, so no deadlock is possible.
///
/// The rule itself is `SerialDelivery`'s, shared with the subjects; only work that must wait for another thread is
/// stored. `CombiningSink` keeps its state under the delivery turn instead of the lock: it claims the turn itself
/// and uses `submit` only to queue the event of a thread that found the turn taken (see `SerialDelivery`).
@usableFromInline
class SerialDeliverySink<Output, Work>: Sink<Output> {
  /// Guards the subclass's state and the delivery bookkeeping.
  @usableFromInline final let lock = RxLock()
  @usableFromInline @exclusivity(unchecked) final var delivery = SerialDelivery<Work>()
  /// Who performs; a `let`, so the thread with the turn gives it up without the lock (see `SerialDeliveryTurn`).
  @usableFromInline final let deliveryTurn = SerialDeliveryTurn()

  @inlinable
  override init(observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    super.init(observer: observer, disposer: disposer)
  }

  /// Delivers `work` in order, with `perform`, if `accept` (run under the lock together with the state change it
  /// makes) returns `true`.
  /// - Parameters:
  ///   - work: The work to perform.
  ///   - accept: Updates the state; returns whether `work` must be performed.
  ///   - perform: Performs one piece of work (this piece, then any that other threads queued meanwhile).
  @inlinable @inline(__always)
  final func submit(_ work: Work, if accept: () -> Bool, performing perform: (Work) -> Void) {
    let thread = ThreadIdentity.current
    let turn = lock.withLock { _ -> SerialDelivery<Work>.Turn? in
      guard accept() else { return nil }
      return delivery.submit(work, from: thread, turn: deliveryTurn)
    }
    switch turn {
    case .now?:
      perform(work)
      drainWaiting(by: thread, performing: perform)
    case .nested?:
      perform(work)
    case .later?, nil:
      return
    }
  }

  /// Runs `update` under the lock; the work it returns, if any, is then performed in order by `perform`, outside
  /// the lock.
  /// - Parameters:
  ///   - update: Changes the state and returns the work to perform, or `nil`.
  ///   - perform: Performs one piece of work.
  @inlinable @inline(__always)
  final func submit(_ update: () -> Work?, performing perform: (Work) -> Void) {
    let thread = ThreadIdentity.current
    var accepted: Work?
    let turn = lock.withLock { _ -> SerialDelivery<Work>.Turn? in
      guard let work = update() else { return nil }
      let turn = delivery.submit(work, from: thread, turn: deliveryTurn)
      if turn != .later { accepted = work }
      return turn
    }
    guard let turn, turn != .later, let work = accepted else { return }
    perform(work)
    if turn == .now { drainWaiting(by: thread, performing: perform) }
  }

  /// Performs the work other threads queued while this thread was performing, then gives up the turn (without the
  /// lock when nothing was queued).
  @inlinable @inline(__always)
  final func drainWaiting(by thread: ThreadIdentity, performing perform: (Work) -> Void) {
    if deliveryTurn.releaseIfIdle(by: thread) { return }
    drainQueued(performing: perform)
  }

  /// `drainWaiting` once work was queued: takes the waiting work under the lock, one piece at a time.
  ///
  /// Never inlined: only a thread that found work queued by others runs it, and out of line it leaves the inner
  /// observers' closures fewer registers to save (rx-bench `flatMapLatestsPumping`).
  @inlinable @inline(never)
  final func drainQueued(performing perform: (Work) -> Void) {
    while let next = lock.withLock({ _ in delivery.next(turn: deliveryTurn) }) {
      perform(next)
    }
  }
}

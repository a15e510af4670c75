import Synchronization

/// The base of the sinks that listen to several sources, possibly on several threads, and must still deliver
/// to their observer one event at a time.
///
/// A subclass changes its state and decides what to deliver inside `submit`, under `lock`; the decision (the
/// work) is queued in the same critical section, so work runs in the order the state changed. The work itself
/// runs in `perform`, outside the lock, one item at a time: the thread that finds nobody delivering runs its
/// work and then everything other threads queued meanwhile; work submitted from inside `perform` on the same
/// thread (reentrancy) runs at once, nested, as RxSwift's recursive locks behave. No lock is held while the
/// observer or a user closure runs, so no deadlock is possible.
///
/// This is `SerialQueue`'s rule, with the bookkeeping split so that the common, uncontended path touches no
/// generic storage: `DeliveryTurns` (not generic) decides who runs what, and only work that must wait for
/// another thread is stored.
@usableFromInline
class SerialDeliverySink<Observer: ObserverType, Work>: Sink<Observer> {
  /// Guards the subclass's state and the delivery bookkeeping.
  @usableFromInline final let lock = RxLock()
  @usableFromInline @exclusivity(unchecked) final var turns = DeliveryTurns()
  /// Work waiting for the owning thread, oldest first; a taken item leaves `nil` behind at once.
  @usableFromInline @exclusivity(unchecked) final var waiting: [Work?] = []
  @usableFromInline @exclusivity(unchecked) final var waitingHead = 0

  @usableFromInline
  override init(observer: Observer, cancel: any Cancelable) {
    super.init(observer: observer, cancel: cancel)
  }

  /// Delivers `work` in order if `accept`, run under the lock together with the state change it makes, returns
  /// `true`.
  /// - Parameters:
  ///   - work: The work to perform.
  ///   - accept: Updates the state; returns whether `work` must be performed.
  @inlinable
  final func submit(_ work: Work, if accept: () -> Bool) {
    submit(work, if: accept, performing: { self.perform($0) })
  }

  /// Runs `update` under the lock; the work it returns, if any, is then performed in order, outside the lock.
  /// - Parameter update: Changes the state and returns the work to perform, or `nil`.
  @inlinable
  final func submit(_ update: () -> Work?) {
    submit(update, performing: { self.perform($0) })
  }

  /// `submit(_:if:)` with the function that performs the work passed in, for the subclasses whose event handling
  /// is inlined into client code: calling `perform` through the class's vtable would run unspecialized code.
  /// - Parameters:
  ///   - work: The work to perform.
  ///   - accept: Updates the state; returns whether `work` must be performed.
  ///   - perform: Performs one piece of work (this piece, then any that other threads queued meanwhile).
  @inlinable
  final func submit(_ work: Work, if accept: () -> Bool, performing perform: (Work) -> Void) {
    let thread = ThreadIdentity.current
    let turn = lock.withLock { _ -> DeliveryTurns.Turn? in
      guard accept() else { return nil }
      let turn = turns.claim(from: thread)
      if turn == .later { waiting.append(work) }
      return turn
    }
    switch turn {
    case .now?:
      perform(work)
      drainWaiting(performing: perform)
    case .nested?:
      perform(work)
    case .later?, nil:
      return
    }
  }

  /// `submit(_:)` with the function that performs the work passed in (see `submit(_:if:performing:)`).
  /// - Parameters:
  ///   - update: Changes the state and returns the work to perform, or `nil`.
  ///   - perform: Performs one piece of work.
  @inlinable
  final func submit(_ update: () -> Work?, performing perform: (Work) -> Void) {
    let thread = ThreadIdentity.current
    var accepted: Work?
    let turn = lock.withLock { _ -> DeliveryTurns.Turn? in
      guard let work = update() else { return nil }
      let turn = turns.claim(from: thread)
      if turn == .later { waiting.append(work) } else { accepted = work }
      return turn
    }
    guard let turn, turn != .later, let work = accepted else { return }
    perform(work)
    if turn == .now { drainWaiting(performing: perform) }
  }

  /// Performs one piece of work; called outside the lock, never concurrently with itself. Subclasses override it.
  /// - Parameter work: The work `submit` accepted.
  @usableFromInline
  func perform(_ work: Work) {}

  /// Performs the work other threads queued while this thread was performing, then gives up the turn.
  @inlinable
  final func drainWaiting(performing perform: (Work) -> Void) {
    while lock.withLock({ _ in turns.finishOne() }) {
      var next: Work?
      lock.withLock { _ in
        guard waitingHead < waiting.count else { return }
        swap(&next, &waiting[waitingHead])
        waitingHead += 1
        if waitingHead == waiting.count {
          waiting.removeAll(keepingCapacity: true)
          waitingHead = 0
        }
      }
      if let next { perform(next) }
    }
  }
}

/// Which thread performs submitted work: the pure state behind `SerialDeliverySink`, without the work itself.
@usableFromInline
struct DeliveryTurns {
  /// When the submitting thread performs its work.
  @usableFromInline
  enum Turn: Sendable {
    /// Nobody was performing: perform now, then the work others queue meanwhile.
    case now
    /// This thread is already performing (a reentrant call): perform now, nested.
    case nested
    /// Another thread is performing and will perform this work later.
    case later
  }

  @usableFromInline var owner: ThreadIdentity?
  @usableFromInline var waitingCount: Int

  @inlinable
  init() {
    owner = nil
    waitingCount = 0
  }

  /// Claims a turn for work submitted by `thread`.
  @inlinable
  mutating func claim(from thread: ThreadIdentity) -> Turn {
    guard let owner else {
      self.owner = thread
      return .now
    }
    if owner.isSame(as: thread) { return .nested }
    waitingCount += 1
    return .later
  }

  /// Called by the owning thread after it performed work: returns `true` when queued work remains (one item is
  /// taken), or gives up ownership and returns `false`.
  @inlinable
  mutating func finishOne() -> Bool {
    guard waitingCount > 0 else {
      owner = nil
      return false
    }
    waitingCount -= 1
    return true
  }
}

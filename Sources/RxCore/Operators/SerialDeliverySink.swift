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
class SerialDeliverySink<Observer: ObserverType, Work>: Sink<Observer> {
  /// Guards the subclass's state and the delivery queue.
  final let lock = Mutex<Void>(())
  private final var queue = SerialQueue<Work>()

  /// Runs `update` under the lock; the work it returns, if any, is then performed in order, outside the lock.
  /// - Parameter update: Changes the state and returns the work to perform, or `nil`.
  final func submit(_ update: () -> Work?) {
    let thread = ThreadIdentity.current
    var first: Work?
    var isNested = false
    lock.withLock { _ in
      guard let work = update() else { return }
      switch queue.submit(work, from: thread) {
      case .queued:
        break
      case .runNested(let work):
        isNested = true
        first = work
      case .runAndDrain(let work):
        first = work
      }
    }
    guard var work = first else { return }
    if isNested {
      perform(work)
      return
    }
    while true {
      perform(work)
      var following: Work?
      lock.withLock { _ in following = queue.next() }
      guard let next = following else { return }
      work = next
    }
  }

  /// Performs one piece of work; called outside the lock, never concurrently with itself. Subclasses override it.
  /// - Parameter work: The work `submit` queued.
  func perform(_ work: Work) {}
}

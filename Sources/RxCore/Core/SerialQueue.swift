#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identity of the calling thread, for `SerialQueue`.
@usableFromInline
struct ThreadIdentity {
  @usableFromInline let thread: pthread_t

  @inlinable init(thread: pthread_t) {
    self.thread = thread
  }

  @inlinable static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

  @inlinable func isSame(as other: ThreadIdentity) -> Bool { pthread_equal(thread, other.thread) != 0 }
}

/// A pure state machine that serializes work without holding a lock while the work runs.
///
/// The first thread to submit becomes the owner and runs its work; work submitted by other threads meanwhile waits
/// in FIFO order and the owner runs it before giving up ownership. Work submitted by the owner itself while it is
/// running (reentrancy) runs at once, nested, as RxSwift's recursive locks do. Kept inside a `Mutex` together
/// with the operator's own state.
@usableFromInline
struct SerialQueue<Work> {
  /// What the submitter must do with its work.
  @usableFromInline
  enum Decision {
    /// The caller became the owner: run the work, then drain with `next()` until it returns `nil`.
    case runAndDrain(Work)
    /// The caller already owns the queue (reentrant call): run the work now, nested.
    case runNested(Work)
    /// Another thread owns the queue and will run the work.
    case queued
  }

  @usableFromInline var owner: ThreadIdentity?
  /// Waiting work; taken items are set to `nil`, so clearing the array never releases user values (whose `deinit`
  /// could run user code) while the caller holds its lock.
  @usableFromInline var pending: [Work?]
  @usableFromInline var head: Int

  @inlinable init() {
    owner = nil
    pending = []
    head = 0
  }

  /// Whether some thread is running work.
  @inlinable var isBusy: Bool { owner != nil }

  /// Submits work from `thread`.
  @inlinable
  mutating func submit(_ work: Work, from thread: ThreadIdentity) -> Decision {
    guard let owner else {
      self.owner = thread
      return .runAndDrain(work)
    }
    if owner.isSame(as: thread) { return .runNested(work) }
    pending.append(work)
    return .queued
  }

  /// How `claim(from:)` found the queue.
  @usableFromInline
  enum Claim: Sendable {
    /// Nobody was running work: `thread` owns the queue now; run, then drain with `next()`.
    case owner
    /// `thread` already owns the queue (reentrant call): run now, nested.
    case nested
    /// Another thread owns the queue: `enqueue` the work for it.
    case busy
  }

  /// Claims the queue for work from `thread` without storing the work (the fast path of `submit`).
  @inlinable
  mutating func claim(from thread: ThreadIdentity) -> Claim {
    guard let owner else {
      self.owner = thread
      return .owner
    }
    return owner.isSame(as: thread) ? .nested : .busy
  }

  /// Stores work for the owning thread, after `claim(from:)` returned `.busy`.
  @inlinable
  mutating func enqueue(_ work: Work) {
    pending.append(work)
  }

  /// The next waiting work for the owner, or `nil` after giving up ownership.
  @inlinable
  mutating func next() -> Work? {
    guard head < pending.count else {
      owner = nil
      if head > 0 {
        pending.removeAll(keepingCapacity: false)
        head = 0
      }
      return nil
    }
    var work: Work?
    swap(&work, &pending[head])
    head += 1
    return work
  }
}

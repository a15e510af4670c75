import Accounts
import Dispatch
import SignUp
import Synchronization

/// The single writer of an SQLite store, committing sign-ups in groups: the sign-ups that arrive while one
/// transaction is being made durable wait, and the next writer commits them all in one transaction (one `fsync`),
/// each in a savepoint of its own so the unique constraints still decide each one. Only one thread writes at a
/// time; leadership passes to a waiting sign-up's thread when a group is done, so no request waits on others'
/// groups once its own is committed.
///
/// ```swift
/// let outcome = commits.submit(signUp, on: connection)
/// ```
final class GroupCommit: Sendable {
  /// The most sign-ups in one transaction.
  let largestGroup: Int
  private let queue = Mutex(Queue())

  init(largestGroup: Int = 64) { self.largestGroup = largestGroup }

  /// Commits a sign-up (in a group with the others waiting), on this thread's connection if it writes the group.
  /// - Parameters:
  ///   - signUp: The sign-up.
  ///   - connection: The calling thread's connection.
  /// - Returns: Its outcome, once durable.
  func submit(_ signUp: ServiceSignUp, on connection: SQLiteServiceConnection)
    -> Result<ServiceCreation, AccountStoreError>
  {
    let waiting = WaitingSignUp(signUp)
    let leads = queue.withLock { queue -> Bool in
      queue.waiting.append(waiting)
      if queue.writing { return false }
      queue.writing = true
      return true
    }
    if !leads {
      waiting.done.wait()
      if let outcome = waiting.outcome { return outcome }
      // Woken to write the next group, which has this sign-up in it.
    }
    let group = queue.withLock { queue -> [WaitingSignUp] in
      let taken = Array(queue.waiting.prefix(largestGroup))
      queue.waiting.removeFirst(taken.count)
      return taken
    }
    for (member, outcome) in zip(group, connection.createAccounts(group.map(\.signUp))) {
      member.outcome = outcome
    }
    let next = queue.withLock { queue -> WaitingSignUp? in
      if let first = queue.waiting.first { return first }
      queue.writing = false
      return nil
    }
    next?.done.signal()
    for member in group where member !== waiting { member.done.signal() }
    return waiting.outcome ?? .failure(.failed(reason: "the group commit gave no outcome"))
  }

  /// The sign-ups waiting, and whether a thread is writing a group.
  private struct Queue: Sendable {
    var waiting: [WaitingSignUp] = []
    var writing = false
  }
}

/// A sign-up waiting for its group: its outcome is set by the writing thread before `done` is signalled, and read
/// by its own thread after, so the semaphore orders every access.
private final class WaitingSignUp: @unchecked Sendable {
  let signUp: ServiceSignUp
  var outcome: Result<ServiceCreation, AccountStoreError>?
  let done = DispatchSemaphore(value: 0)

  init(_ signUp: ServiceSignUp) { self.signUp = signUp }
}

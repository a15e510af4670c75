import Accounts
import Foundation
import SignUp

/// The single writer of an SQLite store: a thread of its own with its own connection, committing the sign-ups
/// that wait for it in groups. Each group is one transaction (one `fsync`), each sign-up in a savepoint of its own
/// so the unique constraints still decide each one; while a group is made durable, the next one gathers. The
/// threads that hand it sign-ups do not wait for it (their outcome comes back through a completion).
///
/// ```swift
/// let commits = try GroupCommit(connection: SQLiteServiceConnection(path: path))
/// commits.submit(signUp) { outcome in … }
/// ```
final class GroupCommit: Sendable {
  /// The most sign-ups in one transaction.
  let largestGroup: Int
  private let queue: Queue

  /// Starts the writer thread on `connection` (which only that thread uses from now on).
  init(connection: SQLiteServiceConnection, largestGroup: Int = 64) {
    self.largestGroup = largestGroup
    queue = Queue()
    let queue = self.queue
    let writer = WriterConnection(connection: connection)
    let thread = Thread {
      while let group = queue.nextGroup(largest: largestGroup) {
        let outcomes = writer.connection.createAccounts(group.map(\.signUp))
        for (member, outcome) in zip(group, outcomes) { member.completion(outcome) }
      }
    }
    thread.name = "signup-sqlite-writer"
    thread.start()
  }

  deinit { queue.close() }

  /// Queues a sign-up for the next group; `completion` gets its outcome on the writer thread once it is durable.
  func submit(
    _ signUp: ServiceSignUp, completion: @escaping @Sendable (Result<ServiceCreation, AccountStoreError>) -> Void
  ) {
    if !queue.add(WaitingSignUp(signUp: signUp, completion: completion)) {
      completion(.failure(.failed(reason: "the store is closed")))
    }
  }

  /// The sign-ups waiting for the writer, behind a condition the writer sleeps on.
  private final class Queue: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [WaitingSignUp] = []
    private var isClosed = false

    /// Adds a sign-up; `false` once closed.
    func add(_ signUp: WaitingSignUp) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      guard !isClosed else { return false }
      waiting.append(signUp)
      condition.signal()
      return true
    }

    /// The next group (up to `largest`), waiting for one; `nil` once closed and empty.
    func nextGroup(largest: Int) -> [WaitingSignUp]? {
      condition.lock()
      defer { condition.unlock() }
      while waiting.isEmpty && !isClosed { condition.wait() }
      guard !waiting.isEmpty else { return nil }
      let group = Array(waiting.prefix(largest))
      waiting.removeFirst(group.count)
      return group
    }

    /// Lets the writer finish what is queued and stop.
    func close() {
      condition.lock()
      isClosed = true
      condition.signal()
      condition.unlock()
    }
  }
}

/// A sign-up waiting for its group, and where its outcome goes.
private struct WaitingSignUp: Sendable {
  let signUp: ServiceSignUp
  let completion: @Sendable (Result<ServiceCreation, AccountStoreError>) -> Void
}

/// The writer thread's connection: handed to that thread when it starts and used by it alone.
private final class WriterConnection: @unchecked Sendable {
  let connection: SQLiteServiceConnection

  init(connection: SQLiteServiceConnection) { self.connection = connection }
}

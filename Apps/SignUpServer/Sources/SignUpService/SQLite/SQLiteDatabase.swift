import Accounts
import Dispatch
import Foundation
import SignUp

/// The service's SQLite store, on the `Accounts` module's account store: one connection per worker thread for
/// reads (WAL: readers never wait for the writer), and a single writer thread in this process with a connection of
/// its own, committing the sign-ups that wait for it in groups (``GroupCommit``: one durable transaction for many,
/// where threads writing each for itself would busy-wait on SQLite's lock); `BEGIN IMMEDIATE` and the busy timeout
/// order it with the writers of other processes.
///
/// ```swift
/// let database = try SQLiteDatabase(path: "accounts.sqlite", connections: 2)
/// ```
public final class SQLiteDatabase: ServiceDatabase {
  private let pool: ConnectionPool<SQLiteSlot>
  /// The single writer.
  private let commits: GroupCommit

  /// Opens (creating and migrating) the file with `connections` connections.
  /// - Parameters:
  ///   - path: The database file.
  ///   - connections: How many connections (the worker threads).
  ///   - busyTimeout: Seconds a call waits for another process's lock.
  /// - Throws: ``AccountStoreError``.
  public init(path: String, connections: Int, busyTimeout: TimeInterval = 5) throws(AccountStoreError) {
    var made: [SQLiteSlot] = []
    for _ in 0..<max(1, connections) {
      made.append(SQLiteSlot(connection: try SQLiteServiceConnection(path: path, busyTimeout: busyTimeout)))
    }
    pool = ConnectionPool(made)
    commits = GroupCommit(connection: try SQLiteServiceConnection(path: path, busyTimeout: busyTimeout))
  }

  public func ping() throws(AccountStoreError) {
    try pool.withConnection { slot throws(AccountStoreError) in try slot.connection.ping() }
  }

  public func availability(of nickname: Nickname, skeleton: String) throws(AccountStoreError) -> NicknameAvailability {
    try pool.withConnection { slot throws(AccountStoreError) in
      try slot.connection.availability(of: nickname, skeleton: skeleton)
    }
  }

  public func createAccount(
    _ request: SignUpRequest, skeleton: String, idempotency: IdempotencyKey?, at date: Date
  ) throws(AccountStoreError) -> SignUpOutcome {
    let done = DispatchSemaphore(value: 0)
    let answer = AnswerBox()
    createAccount(request, skeleton: skeleton, idempotency: idempotency, at: date) { outcome in
      answer.outcome = outcome
      done.signal()
    }
    done.wait()
    return try (answer.outcome ?? .failure(.failed(reason: "the writer gave no outcome"))).get()
  }

  public func createAccount(
    _ request: SignUpRequest, skeleton: String, idempotency: IdempotencyKey?, at date: Date,
    completion: @escaping @Sendable (Result<SignUpOutcome, AccountStoreError>) -> Void
  ) {
    let signUp = ServiceSignUp(
      request: request, skeleton: skeleton, icuVersion: ConfusableSkeleton.icuVersion,
      idempotency: idempotency.map { ($0.key, $0.request) }, date: date)
    commits.submit(signUp) { creation in
      completion(
        creation.map { creation in
          switch creation {
          case .created(let account): return .created(account)
          case .replayed(let account): return .replayed(account)
          case .refused(let problem): return .refused(problem)
          case .keyReused: return .keyReused
          }
        })
    }
  }

  public func refreshSkeletons(version: String, skeleton: (String) -> String?) throws(AccountStoreError) -> Int {
    // At start-up, before any sign-up: each update is a transaction of its own, SQLite's lock and busy timeout
    // ordering it with other processes.
    try pool.withConnection { slot throws(AccountStoreError) in
      try slot.connection.refreshSkeletons(icuVersion: version, skeleton: skeleton)
    }
  }
}

/// The outcome a blocking sign-up waits for: set by the writer thread before it signals, read after the wait.
private final class AnswerBox: @unchecked Sendable {
  var outcome: Result<SignUpOutcome, AccountStoreError>?
}

/// A connection in the pool: the pool lends it to one thread at a time.
private final class SQLiteSlot: @unchecked Sendable {
  let connection: SQLiteServiceConnection

  init(connection: SQLiteServiceConnection) { self.connection = connection }
}

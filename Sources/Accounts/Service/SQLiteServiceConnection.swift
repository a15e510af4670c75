import CSQLite
import Foundation
import SignUp

/// The sign-up service's connection to an account store file: an ``SQLiteAccountDatabase`` (same file, schema,
/// WAL, `synchronous=FULL` and busy timeout) with what only the service does: look-alike nicknames by their
/// confusable skeleton (a unique index refuses them), and idempotency keys claimed in the sign-up's transaction.
///
/// One connection per thread, like the database it wraps. The caller serializes writes (one writer per process);
/// `BEGIN IMMEDIATE` and the busy timeout order writers across processes.
///
/// ```swift
/// let connection = try SQLiteServiceConnection(path: "accounts.sqlite")
/// try connection.createAccount(request, skeleton: skeleton, idempotency: nil, at: Date())  // .created(…)
/// ```
public final class SQLiteServiceConnection {
  /// The store connection it extends.
  public let database: SQLiteAccountDatabase
  let statements: ServiceStatements

  /// Opens (creating and migrating) the store at `path`.
  /// - Parameters:
  ///   - path: The database file.
  ///   - busyTimeout: Seconds a call waits for another connection's lock.
  /// - Throws: What ``SQLiteAccountDatabase/open(path:busyTimeout:)`` throws.
  public init(path: String, busyTimeout: TimeInterval = SQLiteAccountDatabase.defaultBusyTimeout)
    throws(AccountStoreError)
  {
    database = try SQLiteAccountDatabase.open(path: path, busyTimeout: busyTimeout)
    do throws(SQLiteFailure) {
      statements = try ServiceStatements(connection: database.connection)
    } catch {
      throw error.storeError
    }
  }

  /// Answers once SQLite does (`SELECT 1`).
  /// - Throws: `.busy` or `.failed(reason:)`.
  public func ping() throws(AccountStoreError) {
    let statement = statements.ping
    defer { statement.reset() }
    do throws(SQLiteFailure) {
      _ = try statement.step()
    } catch {
      throw error.storeError
    }
  }

  /// `.taken` for a nickname with the same canonical key, `.resemblesTaken` for another with this skeleton.
  /// - Parameters:
  ///   - nickname: A checked nickname.
  ///   - skeleton: Its confusable skeleton.
  /// - Returns: The answer.
  /// - Throws: `.busy` or `.failed(reason:)`.
  public func availability(of nickname: Nickname, skeleton: String) throws(AccountStoreError) -> NicknameAvailability {
    let statement = statements.nicknameOrLookalike
    defer { statement.reset() }
    do throws(SQLiteFailure) {
      try statement.bind(nickname.canonicalKey, at: 1)
      try statement.bind(skeleton, at: 2)
      guard try statement.step() else { return .available }
      return statement.int64(at: 0) == 1 ? .taken : .resemblesTaken
    } catch {
      throw error.storeError
    }
  }

  /// Creates an account with its skeleton, and claims its idempotency key in the same transaction; the unique
  /// constraints (nickname key, skeleton, email key, idempotency key) decide every race.
  /// - Parameter signUp: The sign-up.
  /// - Returns: What happened.
  /// - Throws: `.busy`, `.diskFull`, `.readOnly` or `.failed(reason:)`; nothing was written then.
  public func createAccount(_ signUp: ServiceSignUp) throws(AccountStoreError) -> ServiceCreation {
    guard let only = createAccounts([signUp]).first else { throw .failed(reason: "no outcome for the sign-up") }
    return try only.get()
  }

  /// Recomputes every skeleton another ICU version (or none) computed; a skeleton another account already has is
  /// dropped, leaving that nickname as it was made.
  /// - Parameters:
  ///   - icuVersion: The running ICU's version.
  ///   - skeleton: The skeleton of a nickname key.
  /// - Returns: How many accounts were updated.
  /// - Throws: `.busy` or `.failed(reason:)`.
  public func refreshSkeletons(icuVersion: String, skeleton: (String) -> String?) throws(AccountStoreError) -> Int {
    var stale: [(id: Int64, key: String)] = []
    let select = statements.staleSkeletons
    do throws(SQLiteFailure) {
      defer { select.reset() }
      try select.bind(icuVersion, at: 1)
      while try select.step() { stale.append((select.int64(at: 0), select.text(at: 1))) }
    } catch {
      throw error.storeError
    }
    for account in stale {
      do throws(SQLiteFailure) {
        if let computed = skeleton(account.key) {
          do throws(SQLiteFailure) {
            try update(statements.setSkeleton, computed, icuVersion, account.id)
            continue
          } catch  where error.isUniqueViolation {}
        }
        try update(statements.dropSkeleton, nil, icuVersion, account.id)
      } catch {
        throw error.storeError
      }
    }
    return stale.count
  }

  func insert(
    _ request: SignUpRequest, skeleton: String, icuVersion: String, createdAt: StoredMilliseconds
  ) throws(SQLiteFailure) {
    let statement = statements.insertAccount
    defer { statement.reset() }
    try statement.bindAccountColumns(of: request, createdAt: createdAt)
    try statement.bind(skeleton, at: 8)
    try statement.bind(icuVersion, at: 9)
    try statement.run()
  }

  func claim(_ idempotency: (key: String, request: String)) throws(SQLiteFailure) {
    let statement = statements.claimKey
    defer { statement.reset() }
    try statement.bind(idempotency.key, at: 1)
    try statement.bind(idempotency.request, at: 2)
    try statement.run()
  }

  func settle(_ key: String, account id: Int64) throws(SQLiteFailure) {
    let statement = statements.settleKey
    defer { statement.reset() }
    try statement.bind(id, at: 1)
    try statement.bind(key, at: 2)
    try statement.run()
  }

  private func update(_ statement: SQLiteStatement, _ skeleton: String?, _ version: String, _ id: Int64)
    throws(SQLiteFailure)
  {
    defer { statement.reset() }
    var index: Int32 = 1
    if let skeleton {
      try statement.bind(skeleton, at: index)
      index += 1
    }
    try statement.bind(version, at: index)
    try statement.bind(id, at: index + 1)
    try statement.run()
  }

  func run(_ statement: SQLiteStatement) throws(SQLiteFailure) {
    defer { statement.reset() }
    try statement.run()
  }

  /// The account the key's first request made (same body: a retry), or `.keyReused` (another body).
  func earlierCreation(of idempotency: (key: String, request: String)) throws(AccountStoreError)
    -> ServiceCreation
  {
    let statement = statements.keyedAccount
    defer { statement.reset() }
    let row: StoredAccountRow
    do throws(SQLiteFailure) {
      try statement.bind(idempotency.key, at: 1)
      guard try statement.step(), statement.text(at: 0) == idempotency.request else { return .keyReused }
      row = StoredAccountRow(
        id: statement.int64(at: 1), nick: statement.text(at: 2), email: statement.text(at: 3),
        birth: statement.text(at: 4), genderCode: statement.int64(at: 5),
        createdAt: StoredMilliseconds(value: statement.int64(at: 6)))
    } catch {
      throw error.storeError
    }
    return .replayed(try row.account())
  }

  /// The field a unique violation refused: a skeleton's is a look-alike unless the key itself is taken.
  func refusal(of request: SignUpRequest, for failure: SQLiteFailure) throws(AccountStoreError)
    -> FieldProblem
  {
    guard failure.message.hasSuffix("accounts.nickname_skeleton") else {
      return try database.refusal(of: request, for: failure)
    }
    return try database.isTaken(nicknameKey: request.nicknameKey) ? .nickname(.taken) : .nickname(.resemblesTaken)
  }
}

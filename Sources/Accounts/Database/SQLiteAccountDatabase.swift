import CSQLite
import Foundation
import SignUp

/// A synchronous connection to an account store file: open it, check nicknames, create accounts.
///
/// One connection per thread: it is not `Sendable`, and each call blocks its thread until SQLite answers (at most
/// the busy timeout when another connection holds the write lock). Several connections, in this process or others,
/// can share one file: it is in WAL mode, readers do not wait for the writer, and the UNIQUE constraints on the
/// canonical keys decide which of two simultaneous sign-ups gets a nickname. Every created account is durable
/// (`synchronous=FULL`) when ``createAccount(_:at:)`` returns. ``SQLiteAccountStore`` wraps one for the
/// view models.
///
/// ```swift
/// let database = try SQLiteAccountDatabase.open(path: "/tmp/accounts.sqlite")
/// try database.availability(of: try Nickname(validating: "새싹"))  // .available
/// try database.createAccount(request, at: Date())                   // .created(Account(id: 1, …))
/// try database.createAccount(request, at: Date())                   // .refused(.nickname(.taken))
/// ```
public final class SQLiteAccountDatabase {
  /// How long a call waits for another connection's lock unless told otherwise: 5 seconds.
  public static let defaultBusyTimeout: TimeInterval = 5

  /// The schema version (`PRAGMA user_version`) this program writes; a file with a newer one is refused.
  public static var schemaVersion: Int { AccountSchema.currentVersion }

  /// The version of the SQLite library in use, for example `3.40.1`.
  public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

  /// The file's path, as SQLite was given it (a relative path starts with `./`).
  public let path: String

  let connection: SQLiteConnection
  let statements: AccountStatements

  private init(path: String, connection: SQLiteConnection, statements: AccountStatements) {
    self.path = path
    self.connection = connection
    self.statements = statements
  }

  /// Opens the store at `path`, creating the file (mode 0600) and its folders (0700) when absent and bringing its
  /// schema up to date.
  ///
  /// On every error the disk is left as it was: nothing is created, and an existing file is not written.
  ///
  /// ```swift
  /// let database = try SQLiteAccountDatabase.open(path: location.path, busyTimeout: 2)
  /// ```
  /// - Parameters:
  ///   - path: The database file, absolute or relative to the working folder. An empty (0-byte) file is a new store.
  ///   - busyTimeout: How long, in seconds, a call waits for another connection's lock before `.busy`.
  /// - Returns: The open connection.
  /// - Throws: `.isDirectory`, `.readOnly` (the file or its folder cannot be written), `.notAnAccountStore` (not an
  ///   SQLite database, or another program's), `.newerSchema(version:)`, `.busy`, `.diskFull`,
  ///   `.cannotOpen(reason:)` or `.failed(reason:)`.
  public static func open(
    path: String, busyTimeout: TimeInterval = defaultBusyTimeout
  ) throws(AccountStoreError) -> SQLiteAccountDatabase {
    guard sqlite3_threadsafe() != 0 else {
      throw .failed(reason: "the system's SQLite was built without thread safety")
    }
    let file = try AccountStoreFile.prepare(path: path)
    do {
      return try connect(to: file, busyTimeout: busyTimeout)
    } catch {
      // `.busy` says another connection is using the file: it is not ours to remove.
      if error != .busy { file.undoCreation() }
      throw error
    }
  }

  /// Opens SQLite on a prepared file; every connection and statement made here is closed when it throws.
  private static func connect(
    to file: AccountStoreFile, busyTimeout: TimeInterval
  ) throws(AccountStoreError) -> SQLiteAccountDatabase {
    let connection: SQLiteConnection
    do throws(SQLiteFailure) {
      connection = try SQLiteConnection(path: file.path, busyTimeout: busyTimeout)
    } catch {
      throw error.storeError
    }
    // SQLite opens a file it cannot write read-only without a word.
    guard !connection.isReadOnly else { throw .readOnly }
    let migrator = SchemaMigrator(migrations: AccountSchema.migrations, applicationID: AccountSchema.applicationID)
    // The first read: a file that is not a database, or a newer schema, is refused before anything is written.
    try migrator.check(connection)
    let journalMode: String
    do throws(SQLiteFailure) {
      // Switching a new file to WAL takes an exclusive lock, for which SQLite may answer busy at once (to avoid a
      // deadlock) instead of calling its busy handler: when several programs open a new file together.
      journalMode = try BusyRetry(timeout: busyTimeout).run { () throws(SQLiteFailure) in
        try connection.text("PRAGMA journal_mode=WAL")
      }
      try connection.execute("PRAGMA synchronous=FULL")
    } catch {
      throw error.storeError
    }
    guard journalMode.lowercased() == "wal" else {
      throw .failed(reason: "SQLite kept journal mode \(journalMode), not wal")
    }
    try migrator.migrate(connection)
    do throws(SQLiteFailure) {
      let statements = try AccountStatements(connection: connection)
      return SQLiteAccountDatabase(path: file.path, connection: connection, statements: statements)
    } catch {
      throw error.storeError
    }
  }

  /// Whether an account has a nickname with the same canonical key (`Sprout` and `sprout` are one).
  ///
  /// ```swift
  /// try database.availability(of: try Nickname(validating: "SPROUT"))  // .taken when "sprout" signed up
  /// ```
  /// - Parameter nickname: A checked nickname.
  /// - Returns: `.available` or `.taken` (never `.resemblesTaken`: only the sign-up service knows look-alikes).
  /// - Throws: `.busy`, `.notAnAccountStore` (the file was damaged) or `.failed(reason:)`.
  public func availability(of nickname: Nickname) throws(AccountStoreError) -> NicknameAvailability {
    try isTaken(nicknameKey: nickname.canonicalKey) ? .taken : .available
  }

  /// Creates an account with one INSERT, its own durable transaction, or says which field is taken.
  ///
  /// The UNIQUE constraints decide, so of two simultaneous sign-ups for one nickname exactly one is created. When
  /// both the nickname and the address are taken, the nickname is reported.
  ///
  /// ```swift
  /// switch try database.createAccount(request, at: Date()) {
  /// case .created(let account): print(account.id)
  /// case .refused(let problem): print(problem)  // Nickname: This nickname is already in use; …
  /// }
  /// ```
  /// - Parameters:
  ///   - request: The checked sign-up request.
  ///   - date: When the account is created; kept to the millisecond (truncated).
  /// - Returns: `.created` with the new account, or `.refused(.nickname(.taken))` / `.refused(.email(.taken))`.
  /// - Throws: `.busy`, `.diskFull`, `.readOnly` or `.failed(reason:)`; nothing was written then.
  public func createAccount(_ request: SignUpRequest, at date: Date) throws(AccountStoreError) -> AccountCreation {
    let createdAt = StoredMilliseconds(date)
    do throws(SQLiteFailure) {
      try insert(request, createdAt: createdAt)
    } catch {
      guard error.isUniqueViolation else { throw error.storeError }
      return .refused(try refusal(of: request, for: error))
    }
    let account = Account(id: connection.lastInsertedRowID, request: request, createdAt: createdAt.date)
    return .created(account)
  }

  /// Runs the INSERT of one account.
  func insert(_ request: SignUpRequest, createdAt: StoredMilliseconds) throws(SQLiteFailure) {
    let statement = statements.insertAccount
    defer { statement.reset() }
    try statement.bindAccountColumns(of: request, createdAt: createdAt)
    try statement.run()
  }

  /// The field a UNIQUE violation refused, from SQLite's message ("UNIQUE constraint failed: accounts.email_key").
  ///
  /// SQLite names the first index it found violated, in an order of its own; when the address is named, the
  /// nickname is looked up too, so a request with both taken is always refused for its nickname (the form's first
  /// field). Nothing decides here: the INSERT was already refused.
  func refusal(of request: SignUpRequest, for failure: SQLiteFailure) throws(AccountStoreError) -> FieldProblem {
    if failure.message.hasSuffix("accounts.nickname_key") { return .nickname(.taken) }
    guard failure.message.hasSuffix("accounts.email_key") else { throw failure.storeError }
    return try isTaken(nicknameKey: request.nicknameKey) ? .nickname(.taken) : .email(.taken)
  }

  /// Whether an account has this nickname key.
  func isTaken(nicknameKey: String) throws(AccountStoreError) -> Bool {
    let statement = statements.nicknameTaken
    defer { statement.reset() }
    do throws(SQLiteFailure) {
      try statement.bind(nicknameKey, at: 1)
      return try statement.step()
    } catch {
      throw error.storeError
    }
  }
}

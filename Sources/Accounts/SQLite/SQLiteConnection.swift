import CSQLite

/// One open SQLite connection, used by one thread at a time (opened with `SQLITE_OPEN_NOMUTEX`).
///
/// ```swift
/// let connection = try SQLiteConnection(path: "/tmp/a.sqlite", busyTimeout: 5)
/// try connection.execute("BEGIN IMMEDIATE")
/// ```
final class SQLiteConnection {
  /// The `sqlite3 *`.
  let handle: OpaquePointer

  /// Opens an existing file read-write (never creating it), with extended result codes and a busy timeout.
  /// - Parameters:
  ///   - path: The database file, which exists.
  ///   - busyTimeout: How long, in seconds, a statement waits for another connection's lock.
  /// - Throws: The failure SQLite reported.
  init(path: String, busyTimeout: Double) throws(SQLiteFailure) {
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard let opened else {
      throw SQLiteFailure(code: code, message: String(cString: sqlite3_errstr(code)), systemErrno: 0)
    }
    guard code == SQLITE_OK else {
      let failure = Self.failure(of: opened, code: code)
      sqlite3_close_v2(opened)
      throw failure
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    let milliseconds = (busyTimeout * 1000).rounded()
    sqlite3_busy_timeout(handle, milliseconds.isFinite ? Int32(clamping: Int64(max(0, min(milliseconds, 1e12)))) : 0)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Whether SQLite opened the main database read-only (it does so silently for a file it cannot write).
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") != 0 }

  /// The row id of the last row this connection inserted.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Whether the connection is inside an explicit transaction.
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// Prepares one statement, to be kept and reused.
  /// - Parameter sql: One SQL statement with `?N` parameters for every value; never values spliced in.
  /// - Returns: The statement.
  /// - Throws: The failure SQLite reported (for example `SQLITE_NOTADB` when it first reads a file that is not a
  ///   database).
  func prepare(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else {
      throw Self.failure(of: handle, code: code == SQLITE_OK ? SQLITE_MISUSE : code)
    }
    return SQLiteStatement(handle: statement, connection: handle)
  }

  /// Runs fixed SQL with no values (schema steps, pragmas, `BEGIN`/`COMMIT`), one or more statements.
  func execute(_ sql: String) throws(SQLiteFailure) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw Self.failure(of: handle, code: code) }
  }

  /// The first column of the first row of a fixed query, as an integer (0 when there is no row).
  func integer(_ sql: String) throws(SQLiteFailure) -> Int64 {
    let statement = try prepare(sql)
    return try statement.step() ? statement.int64(at: 0) : 0
  }

  /// The first column of the first row of a fixed query, as text (empty when there is no row).
  func text(_ sql: String) throws(SQLiteFailure) -> String {
    let statement = try prepare(sql)
    return try statement.step() ? statement.text(at: 0) : ""
  }

  /// What SQLite says about the last failure on `connection`, which returned `code`.
  static func failure(of connection: OpaquePointer, code: Int32) -> SQLiteFailure {
    let extended = sqlite3_extended_errcode(connection)
    let message = String(cString: sqlite3_errmsg(connection))
    // The connection's last error can be older than `code` (for example after sqlite3_reset); prefer the code.
    let reported = (extended & 0xFF) == (code & 0xFF) ? extended : code
    return SQLiteFailure(code: reported, message: message, systemErrno: sqlite3_system_errno(connection))
  }
}

import CSQLite

/// One prepared statement, reused: bind, step, read columns, then `reset()` for the next use.
///
/// ```swift
/// let statement = try connection.prepare("SELECT 1 FROM accounts WHERE nickname_key = ?1")
/// defer { statement.reset() }
/// try statement.bind("sprout", at: 1)
/// let found = try statement.step()
/// ```
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let connection: OpaquePointer

  init(handle: OpaquePointer, connection: OpaquePointer) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds text (copied by SQLite) to the 1-based parameter `index`.
  func bind(_ text: String, at index: Int32) throws(SQLiteFailure) {
    let length = Int32(clamping: text.utf8.count)
    let code = text.withCString { sqlite3_bind_text(handle, index, $0, length, csqlite_transient()) }
    try check(code)
  }

  /// Binds an integer to the 1-based parameter `index`.
  func bind(_ value: Int64, at index: Int32) throws(SQLiteFailure) {
    try check(sqlite3_bind_int64(handle, index, value))
  }

  /// Runs the statement to its next row.
  /// - Returns: `true` when a row is ready to read, `false` when the statement is done.
  func step() throws(SQLiteFailure) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code: throw SQLiteConnection.failure(of: connection, code: code)
    }
  }

  /// Runs a statement that returns no row.
  func run() throws(SQLiteFailure) {
    while try step() {}
  }

  /// The integer in column `index` (0-based) of the current row.
  func int64(at index: Int32) -> Int64 {
    sqlite3_column_int64(handle, index)
  }

  /// The text in column `index` (0-based) of the current row (empty for NULL).
  func text(at index: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Makes the statement ready for its next use: resets it and clears its bindings.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  private func check(_ code: Int32) throws(SQLiteFailure) {
    guard code == SQLITE_OK else { throw SQLiteConnection.failure(of: connection, code: code) }
  }
}

import CLibPQ
import Foundation
import SignUp

/// One libpq connection, used by one thread at a time (a ``ConnectionPool`` hands it out). Every statement with
/// values is prepared once per connection (`PQprepare`) and run with its values as separate parameters
/// (`PQexecPrepared`), never spliced into the SQL.
final class PostgresConnection: @unchecked Sendable {
  private let connection: OpaquePointer
  /// The name each statement was prepared under on this connection (forgotten when it reconnects).
  private var prepared: [String: String] = [:]

  /// Connects.
  /// - Parameter url: A libpq connection URI, `postgres://USER@HOST:PORT/DB`.
  /// - Throws: ``AccountStoreError/unreachable(reason:)``.
  init(url: String) throws(AccountStoreError) {
    guard let made = PQconnectdb(url) else { throw .unreachable(reason: "libpq could not allocate a connection") }
    guard PQstatus(made) == CONNECTION_OK else {
      let reason = String(cString: PQerrorMessage(made)).trimmingCharacters(in: .whitespacesAndNewlines)
      PQfinish(made)
      throw .unreachable(reason: reason)
    }
    connection = made
    _ = try? execute("SET client_min_messages TO warning")
  }

  deinit { PQfinish(connection) }

  /// Runs one statement with text parameters (`$1`, `$2`, …; `nil` is NULL).
  /// - Parameters:
  ///   - sql: The statement, with placeholders only.
  ///   - parameters: The values.
  /// - Returns: The rows, each column as text or `nil`, and how many rows were changed.
  /// - Throws: ``PostgresError``.
  @discardableResult
  func execute(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> PostgresRows {
    if PQstatus(connection) != CONNECTION_OK {
      PQreset(connection)
      prepared.removeAll()
    }
    let result: OpaquePointer?
    if parameters.isEmpty {
      result = PQexecParams(connection, sql, 0, nil, nil, nil, nil, 0)
    } else {
      let name = try statementName(for: sql, parameters: Int32(parameters.count))
      result = withParameters(parameters) { values in
        PQexecPrepared(connection, name, Int32(parameters.count), values, nil, nil, 0)
      }
    }
    guard let result else { throw failure(nil) }
    defer { PQclear(result) }
    let status = PQresultStatus(result)
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else { throw failure(result) }
    var rows: [[String?]] = []
    let columns = PQnfields(result)
    for row in 0..<PQntuples(result) {
      rows.append(
        (0..<columns).map { column in
          PQgetisnull(result, row, column) != 0 ? nil : String(cString: PQgetvalue(result, row, column))
        })
    }
    let changed = Int(String(cString: PQcmdTuples(result))) ?? 0
    return PostgresRows(rows: rows, changed: changed)
  }

  /// Runs a statement that is safe to run twice (a read, or `BEGIN`); if the connection was lost (PostgreSQL
  /// restarted, or ended the backend), reconnects and runs it once more.
  @discardableResult
  func executeReconnecting(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> PostgresRows {
    do {
      return try execute(sql, parameters)
    } catch  where PQstatus(connection) != CONNECTION_OK {
      return try execute(sql, parameters)
    }
  }

  /// Runs `body` in a transaction: commits after it, rolls back if it throws.
  func transaction<T>(_ body: () throws(PostgresError) -> T) throws(PostgresError) -> T {
    try executeReconnecting("BEGIN")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
  }

  /// The name `sql` is prepared under on this connection, preparing it the first time.
  private func statementName(for sql: String, parameters: Int32) throws(PostgresError) -> String {
    if let name = prepared[sql] { return name }
    let name = "sprout_\(prepared.count + 1)"
    guard let result = PQprepare(connection, name, sql, parameters, nil) else { throw failure(nil) }
    defer { PQclear(result) }
    guard PQresultStatus(result) == PGRES_COMMAND_OK else { throw failure(result) }
    prepared[sql] = name
    return name
  }

  private func failure(_ result: OpaquePointer?) -> PostgresError {
    let message = String(cString: PQerrorMessage(connection)).trimmingCharacters(in: .whitespacesAndNewlines)
    return PostgresError(
      sqlState: sprout_pq_sqlstate(result).map { String(cString: $0) } ?? "",
      constraint: sprout_pq_constraint(result).map { String(cString: $0) }, message: message)
  }
}

/// A statement's rows (columns as text) and its count of changed rows.
struct PostgresRows {
  /// The rows.
  let rows: [[String?]]
  /// Rows inserted, updated or deleted.
  let changed: Int
}

/// Calls `body` with the values as C strings (NULL for `nil`), valid during the call.
private func withParameters<T>(
  _ parameters: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> T
) -> T {
  let storage: [UnsafeMutablePointer<CChar>?] = parameters.map { $0.map { strdup($0) } ?? nil }
  defer { storage.forEach { free($0) } }
  let pointers = storage.map { $0.map { UnsafePointer($0) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}

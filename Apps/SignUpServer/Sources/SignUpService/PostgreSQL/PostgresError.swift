import SignUp

/// A failed libpq call: the SQLSTATE, the constraint it broke (for a unique violation) and the server's message.
struct PostgresError: Error, Sendable {
  /// The SQLSTATE, for example `23505`; empty when the connection failed.
  let sqlState: String
  /// The constraint named by the server, if any.
  let constraint: String?
  /// libpq's message (it names no value: parameters are sent apart from the statement).
  let message: String

  /// Whether a unique constraint refused the row.
  var isUniqueViolation: Bool { sqlState == "23505" }

  /// The store error the service reports for it.
  var storeError: AccountStoreError {
    switch sqlState {
    case "53100": return .diskFull
    case "25006": return .readOnly
    case "55P03", "40001", "40P01", "57014": return .busy
    case "": return .unreachable(reason: message)
    default: return .failed(reason: "PostgreSQL \(sqlState): \(message)")
    }
  }
}

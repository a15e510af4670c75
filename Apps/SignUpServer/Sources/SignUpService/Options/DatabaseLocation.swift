/// Where the accounts are: an SQLite file, or a PostgreSQL database.
///
/// ```swift
/// try DatabaseLocation(argument: "sqlite:accounts.sqlite")               // .sqlite(path: "accounts.sqlite")
/// try DatabaseLocation(argument: "postgres://sprout@127.0.0.1:5432/db")  // .postgres(url: …)
/// ```
public enum DatabaseLocation: Hashable, Sendable {
  /// An SQLite file (made if missing).
  case sqlite(path: String)
  /// A libpq connection URI.
  case postgres(url: String)

  /// Reads `--database`'s value.
  /// - Parameter argument: `sqlite:FILE`, `postgres://…` or `postgresql://…`.
  /// - Throws: ``ServerArgumentError/badDatabase(_:)``.
  public init(argument: String) throws(ServerArgumentError) {
    if argument.hasPrefix("sqlite:"), argument.count > "sqlite:".count {
      self = .sqlite(path: String(argument.dropFirst("sqlite:".count)))
    } else if argument.hasPrefix("postgres://") || argument.hasPrefix("postgresql://") {
      self = .postgres(url: argument)
    } else {
      throw .badDatabase(argument)
    }
  }
}

import Foundation
import SignUpService

/// A store the tests run against: a fresh SQLite file always, and PostgreSQL when `SIGNUP_TEST_POSTGRES_URL` is set
/// (CI sets it; names are unique per test, so runs share the database).
enum TestStore: CustomStringConvertible {
  case sqlite(path: String)
  case postgres(url: String)

  /// Every store to test: SQLite, and PostgreSQL if configured.
  static func all() -> [TestStore] {
    var stores: [TestStore] = []
    if sqliteIsBuilt { stores.append(.sqlite(path: freshSQLitePath())) }
    if let url = postgresURL { stores.append(.postgres(url: url)) }
    return stores
  }

  /// The PostgreSQL URL from the environment.
  static var postgresURL: String? {
    ProcessInfo.processInfo.environment["SIGNUP_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Whether this build has the SQLite store.
  static let sqliteIsBuilt = true

  /// A path for a new SQLite file in a new temporary folder.
  static func freshSQLitePath() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signup-server-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("accounts.sqlite").path
  }

  /// The `--database` value.
  var argument: String {
    switch self {
    case .sqlite(let path): return "sqlite:" + path
    case .postgres(let url): return url
    }
  }

  var location: DatabaseLocation {
    switch self {
    case .sqlite(let path): return .sqlite(path: path)
    case .postgres(let url): return .postgres(url: url)
    }
  }

  var description: String {
    switch self {
    case .sqlite: return "SQLite"
    case .postgres: return "PostgreSQL"
    }
  }
}

/// Names no other test (or run) uses, within the nickname rule's 10 characters; letters that look like others
/// (l, i, o, m, n, r) are left out so two names never share a confusable skeleton by chance.
enum Unique {
  private static let letters = Array("abcdefghjkpqstuvwxyz")

  static func nickname(prefix: String = "t") -> String {
    prefix + String((0..<(10 - prefix.count)).map { _ in letters.randomElement() ?? "a" })
  }

  static func email() -> String { "\(nickname(prefix: "e"))@example.com" }

  /// A sign-up body with unique nickname and email.
  static func signUp(nick: String? = nil, email: String? = nil) -> [String: Any] {
    ["nick": nick ?? nickname(), "email": email ?? self.email(), "birth": "2000-01-31", "gender": 1]
  }
}

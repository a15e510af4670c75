import Foundation
import XCTest

@testable import Accounts

/// Another connection holding a store's write lock (`BEGIN EXCLUSIVE`) with an uncommitted account of its own.
final class LockHolder {
  private let connection: SQLiteConnection

  /// Opens `path` and takes the lock; `writing` adds the account row `holder` (the file must have the schema).
  init(path: String, writing: Bool = true) throws {
    connection = try SQLiteConnection(path: path, busyTimeout: 0)
    try connection.execute("BEGIN EXCLUSIVE")
    if writing {
      try connection.execute(
        """
        INSERT INTO accounts (nickname, nickname_key, email, email_key, birth, gender, created_at)
        VALUES ('holder', 'holder', 'holder@example.com', 'holder@example.com', '2000-01-31', -1, 0)
        """)
    } else {
      try connection.execute("CREATE TABLE holder (x)")
    }
  }

  /// Commits what it wrote.
  func release() throws {
    try connection.execute("COMMIT")
  }

  /// Rolls back what it wrote.
  func rollBack() throws {
    try connection.execute("ROLLBACK")
  }
}

/// A raw connection to read or change a file behind the store's back.
func rawConnection(_ path: String) throws -> SQLiteConnection {
  try SQLiteConnection(path: path, busyTimeout: 1)
}

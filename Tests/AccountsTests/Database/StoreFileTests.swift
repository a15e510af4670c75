import Foundation
import XCTest

@testable import Accounts

/// The file a store makes: its mode, its folders, its journal mode and its schema version.
final class StoreFileTests: StoreTestCase {
  func testNewFileIsPrivateAndItsMissingFoldersToo() throws {
    let path = try folder.file("data/sprout/accounts.sqlite")
    let database = try SQLiteAccountDatabase.open(path: path)
    _ = try database.createAccount(try makeRequest(nick: "mode", email: "mode@example.com"), at: testInstant)
    XCTAssertEqual(permissions(of: path), 0o600)
    XCTAssertEqual(permissions(of: path + "-wal"), 0o600, "SQLite gives -wal the file's mode")
    XCTAssertEqual(permissions(of: path + "-shm"), 0o600)
    XCTAssertEqual(permissions(of: try folder.file("data")), 0o700)
    XCTAssertEqual(permissions(of: try folder.file("data/sprout")), 0o700)
  }

  func testFileIsInWALModeWithTheCurrentSchemaVersion() throws {
    let path = try folder.file("accounts.sqlite")
    _ = try SQLiteAccountDatabase.open(path: path)
    let raw = try rawConnection(path)
    XCTAssertEqual(try raw.text("PRAGMA journal_mode"), "wal")
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), Int64(SQLiteAccountDatabase.schemaVersion))
    XCTAssertEqual(SQLiteAccountDatabase.schemaVersion, 2)
    XCTAssertEqual(try raw.integer("PRAGMA application_id"), 0x5350_5254)
  }

  func testEveryCommitIsDurable() throws {
    let database = try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite"))
    XCTAssertEqual(try database.connection.integer("PRAGMA synchronous"), 2, "FULL")
    XCTAssertEqual(try database.connection.text("PRAGMA journal_mode"), "wal")
  }

  func testEmptyFileBecomesAStoreAndKeepsItsMode() throws {
    let path = try folder.file("accounts.sqlite")
    XCTAssertTrue(
      FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o640]))
    let database = try SQLiteAccountDatabase.open(path: path)
    XCTAssertEqual(try database.accountCount(), 0)
    XCTAssertEqual(permissions(of: path), 0o640, "an existing file's mode is the owner's choice")
  }

  func testRelativePathIsAFileEvenWhenItReadsLikeMemory() throws {
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(try folder.path))
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let database = try SQLiteAccountDatabase.open(path: ":memory:")
    XCTAssertEqual(database.path, "./:memory:")
    _ = try database.createAccount(try makeRequest(nick: "memory", email: "m@example.com"), at: testInstant)
    XCTAssertEqual(permissions(of: try folder.file(":memory:")), 0o600)
  }
}

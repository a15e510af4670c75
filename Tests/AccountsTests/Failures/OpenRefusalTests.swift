import Foundation
import SignUp
import SproutTestSupport
import XCTest

@testable import Accounts

/// Files a store refuses to open, each left exactly as it was.
final class OpenRefusalTests: StoreTestCase {
  func testDirectory() throws {
    let path = try folder.file("accounts.sqlite")
    XCTAssertNoThrow(try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false))
    assertThrows(.exactly(.isDirectory)) { try SQLiteAccountDatabase.open(path: path) }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["accounts.sqlite"])
  }

  func testReadOnlyFile() throws {
    let path = try makeStoreWithOneAccount()
    let before = FileSnapshot(path)
    try folder.makeUnwritable(path)
    let unwritable = FileSnapshot(path)
    assertThrows(.exactly(.readOnly)) { try SQLiteAccountDatabase.open(path: path) }
    XCTAssertEqual(FileSnapshot(path), unwritable)
    XCTAssertEqual(before.bytes, unwritable.bytes)
    XCTAssertEqual(unwritable.siblings, [])
  }

  func testReadOnlyFolderWithTheFile() throws {
    let path = try makeStoreWithOneAccount()
    try folder.makeUnwritable(try folder.path)
    let before = FileSnapshot(path)
    assertThrows(.exactly(.readOnly)) { try SQLiteAccountDatabase.open(path: path) }
    XCTAssertEqual(FileSnapshot(path), before)
  }

  func testReadOnlyFolderWithoutTheFile() throws {
    try folder.makeUnwritable(try folder.path)
    assertThrows(.exactly(.readOnly)) { try SQLiteAccountDatabase.open(path: try folder.file("accounts.sqlite")) }
    assertThrows(.exactly(.readOnly)) { try SQLiteAccountDatabase.open(path: try folder.file("new/accounts.sqlite")) }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testFolderPathThroughAFile() throws {
    let blocker = try folder.file("blocker")
    XCTAssertTrue(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    assertThrows(.cannotOpen) { try SQLiteAccountDatabase.open(path: blocker + "/accounts.sqlite") }
    assertThrows(.cannotOpen) { try SQLiteAccountDatabase.open(path: blocker + "/more/accounts.sqlite") }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["blocker"])
  }

  func testRandomBytesAreNotAStore() throws {
    var generator = SplitMix64(seed: 42)
    let bytes = Data((0..<8192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    try assertNotAStore(bytes)
  }

  func testTextFileIsNotAStore() throws {
    try assertNotAStore(Data(String(repeating: "nick,email\n새싹,a@b.co\n", count: 200).utf8))
  }

  func testAnotherProgramsDatabaseIsNotAStore() throws {
    let path = try folder.file("other.sqlite")
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
    try rawConnection(path).execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')")
    let before = FileSnapshot(path)
    assertThrows(.exactly(.notAnAccountStore)) { try SQLiteAccountDatabase.open(path: path) }
    XCTAssertEqual(FileSnapshot(path), before)
  }

  func testNewerSchemaIsRefusedUntouched() throws {
    let path = try makeStoreWithOneAccount()
    try rawConnection(path).execute("PRAGMA user_version = 7")
    let before = FileSnapshot(path)
    XCTAssertEqual(before.siblings, [])
    assertThrows(.exactly(.newerSchema(version: 7))) { try SQLiteAccountDatabase.open(path: path) }
    XCTAssertEqual(FileSnapshot(path), before)
  }

  func testMissingFileFailingLaterLeavesNothingBehind() throws {
    // A folder named like the -wal file makes SQLite fail after the file was made: it is removed again.
    let path = try folder.file("nest/accounts.sqlite")
    XCTAssertNoThrow(
      try FileManager.default.createDirectory(atPath: path + "-wal", withIntermediateDirectories: true))
    XCTAssertThrowsError(try SQLiteAccountDatabase.open(path: path))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.file("nest")), ["accounts.sqlite-wal"])
  }

  private func assertNotAStore(_ bytes: Data, file: StaticString = #filePath, line: UInt = #line) throws {
    let path = try folder.file("accounts.sqlite")
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: bytes), file: file, line: line)
    let before = FileSnapshot(path)
    assertThrows(.exactly(.notAnAccountStore), file: file, line: line) { try SQLiteAccountDatabase.open(path: path) }
    XCTAssertEqual(FileSnapshot(path), before, file: file, line: line)
    XCTAssertEqual(FileSnapshot(path).bytes, bytes, file: file, line: line)
    XCTAssertEqual(FileSnapshot(path).siblings, [], "no -wal, -shm or -journal left", file: file, line: line)
  }

  /// A closed store file with one account, its -wal and -shm gone.
  private func makeStoreWithOneAccount() throws -> String {
    let path = try folder.file("accounts.sqlite")
    let database = try SQLiteAccountDatabase.open(path: path)
    _ = try database.createAccount(try makeRequest(nick: "kept", email: "kept@example.com"), at: testInstant)
    return path
  }
}

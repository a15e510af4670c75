import Foundation
import SignUp
import XCTest

@testable import Accounts

/// Another connection holding the write lock past the busy timeout.
final class BusyTests: StoreTestCase {
  func testSignUpWhileAnotherConnectionHoldsTheLockIsBusyAndTheHoldersDataSurvives() throws {
    let path = try folder.file("accounts.sqlite")
    let database = try SQLiteAccountDatabase.open(path: path, busyTimeout: 0.1)
    let holder = try LockHolder(path: path)
    // Readers do not wait in WAL mode: opening and checking still work.
    let second = try SQLiteAccountDatabase.open(path: path, busyTimeout: 0.1)
    XCTAssertEqual(try second.availability(of: nickname("holder")), .available, "not committed yet")
    let request = try makeRequest(nick: "waiting", email: "waiting@example.com")
    assertThrows(.exactly(.busy)) { try database.createAccount(request, at: testInstant) }
    try holder.release()
    XCTAssertEqual(try database.availability(of: nickname("holder")), .taken)
    XCTAssertEqual(try database.availability(of: nickname("waiting")), .available, "the busy sign-up wrote nothing")
    XCTAssertEqual(try database.accountCount(), 1)
    guard case .created = try database.createAccount(request, at: testInstant) else { return XCTFail("refused") }
  }

  func testOpeningAFileLockedBeforeItHasTheSchemaIsBusyAndLeavesItAlone() throws {
    let path = try folder.file("accounts.sqlite")
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
    let holder = try LockHolder(path: path, writing: false)
    assertThrows(.exactly(.busy)) { try SQLiteAccountDatabase.open(path: path, busyTimeout: 0.1) }
    XCTAssertTrue(FileManager.default.fileExists(atPath: path), "a busy file is not removed")
    try holder.release()
    let raw = try rawConnection(path)
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM holder"), 0, "the holder's table is there")
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), 0)
  }
}

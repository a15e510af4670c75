import Foundation
import SignUp
import XCTest

@testable import Accounts

/// The schema's steps: applied in order, once, each in one transaction; a failing one rolled back.
final class SchemaMigratorTests: StoreTestCase {
  private let skeletonStep = SchemaMigration(
    version: 2,
    sql: """
      ALTER TABLE accounts ADD COLUMN nickname_skeleton TEXT;
      UPDATE accounts SET nickname_skeleton = nickname_key;
      """)

  func testVersionOneFileGetsTheNextStepAndKeepsItsAccounts() throws {
    let path = try makeVersionOneStore()
    let raw = try rawConnection(path)
    let migrator = SchemaMigrator(
      migrations: AccountSchema.migrations + [skeletonStep], applicationID: AccountSchema.applicationID)
    XCTAssertEqual(try migrator.check(raw), 1)
    try migrator.migrate(raw)
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), 2)
    XCTAssertEqual(try raw.text("SELECT nickname_skeleton FROM accounts"), "sprout")
    try migrator.migrate(raw)  // nothing left to do
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM accounts"), 1)
  }

  func testFailingStepIsRolledBackWhole() throws {
    let path = try makeVersionOneStore()
    let raw = try rawConnection(path)
    let failing = SchemaMigration(version: 2, sql: "CREATE TABLE extra (x); CREATE TABLE accounts (x);")
    let migrator = SchemaMigrator(
      migrations: AccountSchema.migrations + [failing, skeletonStep], applicationID: AccountSchema.applicationID)
    assertThrows(.failed) { try migrator.migrate(raw) }
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), 1)
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM sqlite_master WHERE name = 'extra'"), 0)
    XCTAssertFalse(raw.isInTransaction)
  }

  func testStepsOutOfOrderAreRefused() throws {
    let raw = try rawConnection(try makeVersionOneStore())
    let migrator = SchemaMigrator(migrations: [skeletonStep], applicationID: AccountSchema.applicationID)
    assertThrows(.failed) { try migrator.migrate(raw) }
  }

  func testEmptyFileGetsEveryStep() throws {
    let path = try folder.file("accounts.sqlite")
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
    let raw = try rawConnection(path)
    let migrator = SchemaMigrator(
      migrations: AccountSchema.migrations + [skeletonStep], applicationID: AccountSchema.applicationID)
    XCTAssertEqual(try migrator.check(raw), 0)
    try migrator.migrate(raw)
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), 2)
    XCTAssertEqual(try raw.integer("PRAGMA application_id"), AccountSchema.applicationID)
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM pragma_table_info('accounts')"), 9)
  }

  /// A store as this program writes it (version 1) with the account "Sprout".
  private func makeVersionOneStore() throws -> String {
    let path = try folder.file("accounts.sqlite")
    let database = try SQLiteAccountDatabase.open(path: path)
    _ = try database.createAccount(try makeRequest(nick: "Sprout", email: "s@example.com"), at: testInstant)
    return path
  }
}

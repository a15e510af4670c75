import Foundation
import SignUp
import XCTest

@testable import Accounts

/// The schema's steps: applied in order, once, each in one transaction; a failing one rolled back.
final class SchemaMigratorTests: StoreTestCase {
  /// The schema's first step alone: the tests add steps of their own after it.
  private let versionOneSteps = Array(AccountSchema.migrations.prefix(1))
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
      migrations: versionOneSteps + [skeletonStep], applicationID: AccountSchema.applicationID)
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
      migrations: versionOneSteps + [failing, skeletonStep], applicationID: AccountSchema.applicationID)
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
      migrations: versionOneSteps + [skeletonStep], applicationID: AccountSchema.applicationID)
    XCTAssertEqual(try migrator.check(raw), 0)
    try migrator.migrate(raw)
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), 2)
    XCTAssertEqual(try raw.integer("PRAGMA application_id"), AccountSchema.applicationID)
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM pragma_table_info('accounts')"), 9)
  }

  /// A store at version 1 (the schema's first step only) with the account "Sprout".
  private func makeVersionOneStore() throws -> String {
    let path = try folder.file("accounts.sqlite")
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
    let raw = try rawConnection(path)
    try SchemaMigrator(migrations: versionOneSteps, applicationID: AccountSchema.applicationID).migrate(raw)
    try raw.execute(
      """
      INSERT INTO accounts (nickname, nickname_key, email, email_key, birth, gender, created_at)
      VALUES ('Sprout', 'sprout', 's@example.com', 's@example.com', '2000-01-31', 1, 0)
      """)
    return path
  }

  func testVersionOneFileGetsTheServiceStep() throws {
    let path = try makeVersionOneStore()
    let database = try SQLiteAccountDatabase.open(path: path)
    XCTAssertEqual(try database.accountCount(), 1)
    let raw = try rawConnection(path)
    XCTAssertEqual(try raw.integer("PRAGMA user_version"), 2)
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM accounts WHERE nickname_skeleton IS NULL"), 1)
    XCTAssertEqual(try raw.integer("SELECT count(*) FROM idempotency_keys"), 0)
  }
}

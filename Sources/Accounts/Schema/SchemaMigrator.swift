import SignUp

/// Brings a database to the newest of its schema steps, one transaction per step, guarded by `PRAGMA user_version`.
///
/// ```swift
/// try SchemaMigrator(migrations: AccountSchema.migrations, applicationID: AccountSchema.applicationID)
///   .check(connection)  // before anything writes
/// try migrator.migrate(connection)
/// ```
struct SchemaMigrator {
  /// The steps, in order of version (1, 2, 3, …).
  let migrations: [SchemaMigration]
  /// The `PRAGMA application_id` a file of this schema has once its first step ran.
  let applicationID: Int64

  /// The version the last step leaves.
  var newestVersion: Int { migrations.last?.version ?? 0 }

  /// Reads the file (its first read, which fails for a file that is not a database) and refuses what this program
  /// must not write to: another program's database, or a schema newer than it knows. Writes nothing.
  /// - Parameter connection: A connection to the file.
  /// - Returns: The file's schema version.
  /// - Throws: `.notAnAccountStore`, `.newerSchema(version:)`, or what SQLite reports (`.busy`, …).
  @discardableResult
  func check(_ connection: SQLiteConnection) throws(AccountStoreError) -> Int {
    let objects: Int64
    let version: Int64
    let application: Int64
    do throws(SQLiteFailure) {
      objects = try connection.integer("SELECT count(*) FROM sqlite_master")
      version = try connection.integer("PRAGMA user_version")
      application = try connection.integer("PRAGMA application_id")
    } catch {
      throw error.storeError
    }
    if version == 0 && objects > 0 { throw .notAnAccountStore }
    if version != 0 && application != applicationID { throw .notAnAccountStore }
    if version > newestVersion { throw .newerSchema(version: Int(clamping: version)) }
    return Int(version)
  }

  /// Runs every step the file has not had yet, each in its own `BEGIN IMMEDIATE` transaction that also sets
  /// `user_version`; a step that fails is rolled back and nothing after it runs.
  /// - Parameter connection: A connection to a file that passed ``check(_:)``.
  /// - Throws: `.newerSchema(version:)` when another program upgraded the file meanwhile, or what SQLite reports.
  func migrate(_ connection: SQLiteConnection) throws(AccountStoreError) {
    guard migrations.enumerated().allSatisfy({ $0.offset + 1 == $0.element.version }) else {
      throw .failed(reason: "the schema steps are not numbered 1, 2, 3, …")
    }
    for migration in migrations {
      try apply(migration, on: connection)
    }
  }

  private func apply(_ migration: SchemaMigration, on connection: SQLiteConnection) throws(AccountStoreError) {
    // A file that has this step needs no write lock: opening it does not wait for another connection's writes.
    guard try version(of: connection) < migration.version else { return }
    let version: Int64
    do throws(SQLiteFailure) {
      // Read the version again inside the write transaction: another connection may have run this step meanwhile.
      try connection.execute("BEGIN IMMEDIATE")
      version = try connection.integer("PRAGMA user_version")
      if version < migration.version {
        try connection.execute(migration.sql)
        // The version is this program's own integer constant, never outside text: PRAGMA takes no parameter.
        try connection.execute("PRAGMA user_version = \(migration.version)")
      }
      try connection.execute("COMMIT")
    } catch {
      if connection.isInTransaction { try? connection.execute("ROLLBACK") }
      throw error.storeError
    }
    if version > newestVersion { throw .newerSchema(version: Int(clamping: version)) }
  }

  /// The file's `user_version`; `.newerSchema` when it is newer than the newest step.
  private func version(of connection: SQLiteConnection) throws(AccountStoreError) -> Int64 {
    let version: Int64
    do throws(SQLiteFailure) {
      version = try connection.integer("PRAGMA user_version")
    } catch {
      throw error.storeError
    }
    if version > newestVersion { throw .newerSchema(version: Int(clamping: version)) }
    return version
  }
}

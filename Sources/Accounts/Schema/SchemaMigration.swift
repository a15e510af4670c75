/// One step of a database's schema: the SQL that takes it from `version - 1` to `version`, run in one transaction.
///
/// ```swift
/// SchemaMigration(version: 2, sql: "ALTER TABLE accounts ADD COLUMN nickname_skeleton TEXT")
/// ```
struct SchemaMigration: Sendable {
  /// The `PRAGMA user_version` the file has after this step.
  let version: Int
  /// Fixed SQL, one or more statements; no values spliced in.
  let sql: String
}

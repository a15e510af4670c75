/// The account store's schema, as the ordered steps that build it. Append a step to change it; never edit one
/// that shipped.
enum AccountSchema {
  /// `PRAGMA application_id` of a Sprout account store: "SPRT" in ASCII.
  static let applicationID: Int64 = 0x5350_5254

  /// Every step, in order; the last one's version is the version this program writes.
  static let migrations: [SchemaMigration] = [
    SchemaMigration(
      version: 1,
      sql: """
        PRAGMA application_id = 1397772884;
        CREATE TABLE accounts (
          id INTEGER PRIMARY KEY,
          nickname TEXT NOT NULL,
          nickname_key TEXT NOT NULL UNIQUE,
          email TEXT NOT NULL,
          email_key TEXT NOT NULL UNIQUE,
          birth TEXT NOT NULL,
          gender INTEGER NOT NULL CHECK (gender IN (-1, 0, 1)),
          created_at INTEGER NOT NULL -- milliseconds since 1970-01-01T00:00:00Z
        );
        """),
    // The sign-up service's additions: each nickname's UTS #39 confusable skeleton (unique: a look-alike of a
    // taken nickname is refused by the index) with the ICU version that computed it, and the Idempotency-Key of
    // each sign-up that came with one. The embedded store leaves them empty.
    SchemaMigration(
      version: 2,
      sql: """
        ALTER TABLE accounts ADD COLUMN nickname_skeleton TEXT;
        ALTER TABLE accounts ADD COLUMN skeleton_icu_version TEXT;
        CREATE UNIQUE INDEX accounts_nickname_skeleton ON accounts (nickname_skeleton);
        CREATE TABLE idempotency_keys (
          key TEXT PRIMARY KEY,
          request TEXT NOT NULL,
          account_id INTEGER REFERENCES accounts (id)
        );
        """),
  ]

  /// The schema version this program knows and writes.
  static var currentVersion: Int { migrations.last?.version ?? 0 }
}

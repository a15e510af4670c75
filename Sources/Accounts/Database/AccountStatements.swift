/// The account store's statements, prepared once per connection and reused.
///
/// Every value is a `?N` parameter; the SQL is fixed text.
struct AccountStatements {
  /// `?1` nickname key → a row when taken.
  let nicknameTaken: SQLiteStatement
  /// `?1` nickname, `?2` its key, `?3` email, `?4` its key, `?5` birth, `?6` gender code, `?7` created at (ms).
  let insertAccount: SQLiteStatement
  /// `?1` nickname key → id, nickname, email, birth, gender, created_at.
  let accountByNicknameKey: SQLiteStatement
  /// → the number of accounts.
  let countAccounts: SQLiteStatement
  let begin: SQLiteStatement
  let commit: SQLiteStatement
  let rollback: SQLiteStatement

  init(connection: SQLiteConnection) throws(SQLiteFailure) {
    nicknameTaken = try connection.prepare("SELECT 1 FROM accounts WHERE nickname_key = ?1 LIMIT 1")
    insertAccount = try connection.prepare(
      """
      INSERT INTO accounts (nickname, nickname_key, email, email_key, birth, gender, created_at)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
      """)
    accountByNicknameKey = try connection.prepare(
      "SELECT id, nickname, email, birth, gender, created_at FROM accounts WHERE nickname_key = ?1")
    countAccounts = try connection.prepare("SELECT count(*) FROM accounts")
    begin = try connection.prepare("BEGIN IMMEDIATE")
    commit = try connection.prepare("COMMIT")
    rollback = try connection.prepare("ROLLBACK")
  }
}

/// The sign-up service's statements on an account store connection, prepared once; every value a `?N` parameter.
struct ServiceStatements {
  /// `?1` nickname key, `?2` skeleton → one row: 1 when the key is taken, 0 when only the skeleton is.
  let nicknameOrLookalike: SQLiteStatement
  /// As `AccountStatements.insertAccount`, then `?8` skeleton and `?9` the ICU version that computed it.
  let insertAccount: SQLiteStatement
  /// `?1` key, `?2` canonical request JSON; changes no row when the key exists.
  let claimKey: SQLiteStatement
  /// `?1` account id, `?2` key.
  let settleKey: SQLiteStatement
  /// `?1` key → request JSON, then the account's id, nickname, email, birth, gender, created_at.
  let keyedAccount: SQLiteStatement
  /// `?1` ICU version → id, nickname key of each account whose skeleton another version computed (or none).
  let staleSkeletons: SQLiteStatement
  /// `?1` skeleton, `?2` ICU version, `?3` id.
  let setSkeleton: SQLiteStatement
  /// `?1` ICU version, `?2` id: the skeleton dropped (another account has it).
  let dropSkeleton: SQLiteStatement
  /// `SELECT 1`.
  let ping: SQLiteStatement
  /// A savepoint around one sign-up of a batch, its release, and the rollback to it.
  let savepoint: SQLiteStatement
  let release: SQLiteStatement
  let rollbackToSavepoint: SQLiteStatement

  init(connection: SQLiteConnection) throws(SQLiteFailure) {
    nicknameOrLookalike = try connection.prepare(
      """
      SELECT nickname_key = ?1 FROM accounts WHERE nickname_key = ?1 OR nickname_skeleton = ?2
      ORDER BY 1 DESC LIMIT 1
      """)
    insertAccount = try connection.prepare(
      """
      INSERT INTO accounts
        (nickname, nickname_key, email, email_key, birth, gender, created_at, nickname_skeleton, skeleton_icu_version)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
      """)
    claimKey = try connection.prepare(
      "INSERT INTO idempotency_keys (key, request) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING")
    settleKey = try connection.prepare("UPDATE idempotency_keys SET account_id = ?1 WHERE key = ?2")
    keyedAccount = try connection.prepare(
      """
      SELECT k.request, a.id, a.nickname, a.email, a.birth, a.gender, a.created_at
      FROM idempotency_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key = ?1
      """)
    staleSkeletons = try connection.prepare(
      "SELECT id, nickname_key FROM accounts WHERE skeleton_icu_version IS NOT ?1")
    setSkeleton = try connection.prepare(
      "UPDATE accounts SET nickname_skeleton = ?1, skeleton_icu_version = ?2 WHERE id = ?3")
    dropSkeleton = try connection.prepare(
      "UPDATE accounts SET nickname_skeleton = NULL, skeleton_icu_version = ?1 WHERE id = ?2")
    ping = try connection.prepare("SELECT 1")
    savepoint = try connection.prepare("SAVEPOINT sign_up")
    release = try connection.prepare("RELEASE sign_up")
    rollbackToSavepoint = try connection.prepare("ROLLBACK TO sign_up")
  }
}

import Foundation
import SignUp

/// The service's PostgreSQL store, through libpq: a pool of connections (one per worker thread), the schema's
/// migrations at start-up, parameterized statements only, and unique constraints deciding every race (`23505` on
/// the nickname key or skeleton, or the email key, is the answer "taken").
///
/// ```swift
/// let database = try PostgresDatabase(url: "postgres://sprout@127.0.0.1:5432/sprout", connections: 2)
/// ```
public final class PostgresDatabase: ServiceDatabase {
  private let pool: ConnectionPool<PostgresConnection>

  /// Connects, migrates, and keeps `connections` connections.
  /// - Parameters:
  ///   - url: `postgres://USER@HOST:PORT/DB`.
  ///   - connections: How many connections to keep (the number of worker threads).
  /// - Throws: ``AccountStoreError``: `.unreachable`, `.newerSchema`, or `.failed`.
  public init(url: String, connections: Int) throws(AccountStoreError) {
    var made: [PostgresConnection] = []
    for _ in 0..<max(1, connections) { made.append(try PostgresConnection(url: url)) }
    do {
      let version = try PostgresSchema.migrate(made[0])
      if version > PostgresSchema.version { throw AccountStoreError.newerSchema(version: version) }
    } catch let error as PostgresError {
      throw error.storeError
    } catch {
      throw AccountStoreError.from(error)
    }
    pool = ConnectionPool(made)
  }

  public func ping() throws(AccountStoreError) {
    try run { connection throws(PostgresError) in _ = try connection.executeReconnecting("SELECT 1") }
  }

  public func availability(of nickname: Nickname, skeleton: String) throws(AccountStoreError) -> NicknameAvailability {
    let found = try run { connection throws(PostgresError) in
      try connection.executeReconnecting(
        """
        SELECT nickname_key = $1 FROM accounts WHERE nickname_key = $1 OR nickname_skeleton = $2
        ORDER BY 1 DESC LIMIT 1
        """, [nickname.canonicalKey, skeleton])
    }
    guard let same = found.rows.first?.first else { return .available }
    return same == "t" ? .taken : .resemblesTaken
  }

  public func createAccount(
    _ request: SignUpRequest, skeleton: String, idempotency: IdempotencyKey?, at date: Date
  ) throws(AccountStoreError) -> SignUpOutcome {
    let keys = (nickname: request.nicknameKey, email: request.emailKey)
    let created = date.millisecondsSince1970
    let outcome: Insertion
    do {
      outcome = try runDecidingUnique { connection throws(PostgresError) in
        try connection.transaction { () throws(PostgresError) -> Insertion in
          if let idempotency {
            let claim = try connection.execute(
              "INSERT INTO idempotency_keys (key, request) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
              [idempotency.key, idempotency.request])
            if claim.changed == 0 { return .claimedBefore }
          }
          let inserted = try connection.execute(
            """
            INSERT INTO accounts
              (nickname, nickname_key, email, email_key, birth, gender, created_at, nickname_skeleton,
               skeleton_icu_version)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id
            """,
            [
              request.nick, keys.nickname, request.email, keys.email, request.birth,
              String(GenderAnswer(request.gender).wireCode), String(created), skeleton,
              ConfusableSkeleton.icuVersion,
            ])
          guard let id = inserted.rows.first?.first.flatMap({ $0.flatMap { Int64($0) } }) else {
            throw PostgresError(sqlState: "XX000", constraint: nil, message: "INSERT returned no id")
          }
          if let idempotency {
            try connection.execute(
              "UPDATE idempotency_keys SET account_id = $1 WHERE key = $2", [String(id), idempotency.key])
          }
          return .inserted(id)
        }
      }
    } catch {
      switch error {
      case .unique(let constraint): return .refused(try problem(forConstraint: constraint, key: keys.nickname))
      case .store(let storeError): throw storeError
      }
    }
    switch outcome {
    case .inserted(let id):
      return .created(Account(id: id, request: request, createdAt: Date(timeIntervalSince1970: Double(created) / 1000)))
    case .claimedBefore:
      guard let idempotency else { throw .failed(reason: "idempotency key claimed without a key") }
      return try earlierOutcome(of: idempotency)
    }
  }

  public func refreshSkeletons(version: String, skeleton: (String) -> String?) throws(AccountStoreError) -> Int {
    try run { connection throws(PostgresError) -> Int in
      let stale = try connection.execute(
        "SELECT id, nickname_key FROM accounts WHERE skeleton_icu_version IS DISTINCT FROM $1", [version])
      for row in stale.rows {
        guard let id = row[0], let key = row[1] else { continue }
        do throws(PostgresError) {
          try connection.execute(
            "UPDATE accounts SET nickname_skeleton = $1, skeleton_icu_version = $2 WHERE id = $3",
            [skeleton(key), version, id])
        } catch  where error.isUniqueViolation {
          try connection.execute(
            "UPDATE accounts SET nickname_skeleton = NULL, skeleton_icu_version = $1 WHERE id = $2", [version, id])
        }
      }
      return stale.rows.count
    }
  }

  /// What the request that first used the key got: its account (a retry), or a reuse with another body.
  private func earlierOutcome(of idempotency: IdempotencyKey) throws(AccountStoreError) -> SignUpOutcome {
    let found = try run { connection throws(PostgresError) in
      try connection.execute(
        """
        SELECT k.request, a.id, a.nickname, a.email, a.birth, a.gender, a.created_at
        FROM idempotency_keys k LEFT JOIN accounts a ON a.id = k.account_id WHERE k.key = $1
        """, [idempotency.key])
    }
    guard let row = found.rows.first else { throw .failed(reason: "idempotency key vanished") }
    guard row[0] == idempotency.request else { return .keyReused }
    guard let id = row[1].flatMap({ Int64($0) }), let nick = row[2], let email = row[3], let birth = row[4],
      let gender = row[5].flatMap({ Int($0) }), let created = row[6].flatMap({ Int64($0) })
    else { return .keyReused }
    let stored = StoredAccount(
      id: id, nick: nick, email: email, birth: birth, gender: gender, createdAtMilliseconds: created)
    return .replayed(try stored.account())
  }

  /// The field problem a unique constraint's name stands for; a skeleton's is a look-alike unless the key itself
  /// is taken.
  private func problem(forConstraint constraint: String?, key: String) throws(AccountStoreError) -> FieldProblem {
    switch constraint {
    case "accounts_email_key_unique": return .email(.taken)
    case "accounts_nickname_skeleton_unique":
      let found = try run { connection throws(PostgresError) in
        try connection.execute("SELECT 1 FROM accounts WHERE nickname_key = $1", [key])
      }
      return found.rows.isEmpty ? .nickname(.resemblesTaken) : .nickname(.taken)
    default: return .nickname(.taken)
    }
  }

  /// Runs `body` on a pooled connection, a libpq failure reported as an ``AccountStoreError``.
  private func run<T>(_ body: (PostgresConnection) throws(PostgresError) -> T) throws(AccountStoreError) -> T {
    do {
      return try pool.withConnection { connection throws(PostgresError) in try body(connection) }
    } catch {
      throw error.storeError
    }
  }

  /// Runs `body` on a pooled connection, a unique violation kept apart.
  private func runDecidingUnique<T>(_ body: (PostgresConnection) throws(PostgresError) -> T) throws(Failure) -> T {
    do {
      return try pool.withConnection { connection throws(PostgresError) in try body(connection) }
    } catch  where error.isUniqueViolation {
      throw .unique(error.constraint)
    } catch {
      throw .store(error.storeError)
    }
  }

  /// A failure of an insertion: a unique constraint, or the store.
  private enum Failure: Error {
    case unique(String?)
    case store(AccountStoreError)
  }

  /// What the insertion's transaction did.
  private enum Insertion {
    case inserted(Int64)
    case claimedBefore
  }
}

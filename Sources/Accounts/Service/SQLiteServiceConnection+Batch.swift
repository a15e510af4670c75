import CSQLite
import Foundation
import SignUp

extension SQLiteServiceConnection {
  /// Creates several accounts in one `BEGIN IMMEDIATE` transaction, each in a savepoint of its own: one durable
  /// commit (one `fsync`) for all of them, and a sign-up a unique constraint refuses is rolled back alone. A key
  /// already claimed (before, or earlier in the batch) gets the account it made, or `.keyReused`.
  ///
  /// ```swift
  /// let outcomes = connection.createAccounts([first, second])  // [.success(.created(…)), .success(.refused(…))]
  /// ```
  /// - Parameter signUps: The sign-ups, in the order they are decided.
  /// - Returns: Each sign-up's outcome, in order; every one fails with the same error when the transaction does
  ///   (`.busy`, `.diskFull`, `.readOnly`, `.failed`), and nothing was written then.
  public func createAccounts(_ signUps: [ServiceSignUp]) -> [Result<ServiceCreation, AccountStoreError>] {
    var outcomes: [Result<ServiceCreation, AccountStoreError>] = []
    do throws(SQLiteFailure) {
      try run(database.statements.begin)
      for signUp in signUps {
        let step = try decide(signUp)
        switch step {
        case .inserted(let id):
          let account = Account(id: id, request: signUp.request, createdAt: StoredMilliseconds(signUp.date).date)
          outcomes.append(.success(.created(account)))
        case .claimedBefore(let idempotency):
          outcomes.append(Result { () throws(AccountStoreError) in try earlierCreation(of: idempotency) })
        case .refused(let failure):
          outcomes.append(
            Result { () throws(AccountStoreError) in .refused(try refusal(of: signUp.request, for: failure)) })
        }
      }
      try run(database.statements.commit)
    } catch {
      if database.connection.isInTransaction { try? run(database.statements.rollback) }
      return signUps.map { _ in .failure(error.storeError) }
    }
    return outcomes
  }

  /// What one sign-up of a batch did.
  private enum Step {
    case inserted(Int64)
    case claimedBefore((key: String, request: String))
    case refused(SQLiteFailure)
  }

  /// In a savepoint: claims the key (nothing more when it was claimed before), inserts the account (rolled back to
  /// the savepoint when a unique constraint refuses it) and ties the key to it.
  private func decide(_ signUp: ServiceSignUp) throws(SQLiteFailure) -> Step {
    try run(statements.savepoint)
    defer { try? run(statements.release) }
    if let idempotency = signUp.idempotency {
      try claim(idempotency)
      guard sqlite3_changes(database.connection.handle) == 1 else { return .claimedBefore(idempotency) }
    }
    do throws(SQLiteFailure) {
      try insert(
        signUp.request, skeleton: signUp.skeleton, icuVersion: signUp.icuVersion,
        createdAt: StoredMilliseconds(signUp.date))
    } catch  where error.isUniqueViolation {
      try run(statements.rollbackToSavepoint)
      return .refused(error)
    }
    let id = database.connection.lastInsertedRowID
    if let idempotency = signUp.idempotency { try settle(idempotency.key, account: id) }
    return .inserted(id)
  }
}

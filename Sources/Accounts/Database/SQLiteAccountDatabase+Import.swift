import Foundation
import SignUp

extension SQLiteAccountDatabase {
  /// Creates many accounts in one transaction (one durable commit for all), for seeding and bulk imports.
  ///
  /// Each request is decided as ``createAccount(_:at:)`` decides it: a taken nickname or address refuses that one
  /// and the others go on. On an error nothing at all is written.
  ///
  /// ```swift
  /// let creations = try database.importAccounts(requests, at: Date())
  /// creations.filter { if case .created = $0 { true } else { false } }.count
  /// ```
  /// - Parameters:
  ///   - requests: The checked requests, in order.
  ///   - date: The creation time of all of them.
  /// - Returns: One answer per request, in order.
  /// - Throws: `.busy`, `.diskFull`, `.readOnly` or `.failed(reason:)`; the transaction was rolled back.
  public func importAccounts(
    _ requests: some Sequence<SignUpRequest>, at date: Date
  ) throws(AccountStoreError) -> [AccountCreation] {
    let createdAt = StoredMilliseconds(date)
    var creations: [AccountCreation] = []
    creations.reserveCapacity(requests.underestimatedCount)
    do throws(SQLiteFailure) {
      try runOnce(statements.begin)
    } catch {
      throw error.storeError
    }
    do throws(AccountStoreError) {
      for request in requests {
        do throws(SQLiteFailure) {
          try insert(request, createdAt: createdAt)
          let account = Account(id: connection.lastInsertedRowID, request: request, createdAt: createdAt.date)
          creations.append(.created(account))
        } catch {
          guard error.isUniqueViolation else { throw error.storeError }
          creations.append(.refused(try refusal(of: request, for: error)))
        }
      }
      do throws(SQLiteFailure) {
        try runOnce(statements.commit)
      } catch {
        throw error.storeError
      }
    } catch {
      if connection.isInTransaction { try? runOnce(statements.rollback) }
      throw error
    }
    return creations
  }

  private func runOnce(_ statement: SQLiteStatement) throws(SQLiteFailure) {
    defer { statement.reset() }
    try statement.run()
  }
}

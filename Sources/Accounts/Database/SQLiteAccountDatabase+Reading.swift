import Foundation
import SignUp

extension SQLiteAccountDatabase {
  /// The account whose nickname has the same canonical key, if any.
  ///
  /// ```swift
  /// try database.account(nicknamed: try Nickname(validating: "SPROUT"))?.request.nick  // "sprout"
  /// ```
  /// - Parameter nickname: A checked nickname.
  /// - Returns: The account as it was stored, or `nil`.
  /// - Throws: `.busy`, `.failed(reason:)` (also for a stored row that breaks the sign-up rules).
  public func account(nicknamed nickname: Nickname) throws(AccountStoreError) -> Account? {
    let statement = statements.accountByNicknameKey
    defer { statement.reset() }
    let row: StoredAccountRow
    do throws(SQLiteFailure) {
      try statement.bind(nickname.canonicalKey, at: 1)
      guard try statement.step() else { return nil }
      row = StoredAccountRow(
        id: statement.int64(at: 0), nick: statement.text(at: 1), email: statement.text(at: 2),
        birth: statement.text(at: 3), genderCode: statement.int64(at: 4),
        createdAt: StoredMilliseconds(value: statement.int64(at: 5)))
    } catch {
      throw error.storeError
    }
    return try row.account()
  }

  /// How many accounts the store has.
  /// - Returns: The count.
  /// - Throws: `.busy` or `.failed(reason:)`.
  public func accountCount() throws(AccountStoreError) -> Int {
    let statement = statements.countAccounts
    defer { statement.reset() }
    do throws(SQLiteFailure) {
      return try statement.step() ? Int(statement.int64(at: 0)) : 0
    } catch {
      throw error.storeError
    }
  }
}

/// One row of `accounts` as read, before its fields are checked again.
struct StoredAccountRow {
  let id: Int64
  let nick: String
  let email: String
  let birth: String
  let genderCode: Int64
  let createdAt: StoredMilliseconds

  /// The account, with its fields re-checked against the sign-up rules.
  func account() throws(AccountStoreError) -> Account {
    guard let code = Int(exactly: genderCode), let gender = try? GenderAnswer(wireCode: code),
      let request = SignUpRequest(storedNick: nick, email: email, birth: birth, gender: gender)
    else {
      throw .failed(reason: "the stored account \(id) breaks the sign-up rules")
    }
    return Account(id: id, request: request, createdAt: createdAt.date)
  }
}

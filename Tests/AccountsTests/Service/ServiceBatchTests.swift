import Foundation
import SignUp
import XCTest

@testable import Accounts

/// The sign-up service's batches: one transaction, a savepoint per sign-up, each decided by the constraints.
final class ServiceBatchTests: StoreTestCase {
  private func signUp(
    _ nick: String, _ email: String, skeleton: String, key: String? = nil
  ) throws -> ServiceSignUp {
    let request = try makeRequest(nick: nick, email: email)
    let json = String(decoding: try request.jsonData(), as: UTF8.self)
    return ServiceSignUp(
      request: request, skeleton: skeleton, icuVersion: "test", idempotency: key.map { ($0, json) }, date: testInstant)
  }

  func testOneBatchDecidesEachSignUpByTheConstraints() throws {
    let connection = try SQLiteServiceConnection(path: try folder.file("accounts.sqlite"))
    let retried = try signUp("Retry", "r@example.com", skeleton: "retry", key: "k-1")
    let outcomes = connection.createAccounts([
      try signUp("Sprout", "s@example.com", skeleton: "sprout"),
      try signUp("SPROUT", "t@example.com", skeleton: "sprout"),  // the same key: taken
      try signUp("Sprоut", "u@example.com", skeleton: "sprout"),  // another key, the same skeleton: a look-alike
      try signUp("Other", "S@example.com", skeleton: "other"),  // the address is taken
      retried,
      retried,  // the same key and body later in the batch: the first account
      try signUp("Else", "e@example.com", skeleton: "else", key: "k-1"),  // the key with another body
    ])
    let created = try XCTUnwrap(try outcomes[0].get().account)
    XCTAssertEqual(try outcomes[1].get(), .refused(.nickname(.taken)))
    XCTAssertEqual(try outcomes[2].get(), .refused(.nickname(.resemblesTaken)))
    XCTAssertEqual(try outcomes[3].get(), .refused(.email(.taken)))
    guard case .created(let first) = try outcomes[4].get() else { return XCTFail("\(outcomes[4])") }
    XCTAssertEqual(try outcomes[5].get(), .replayed(first))
    XCTAssertEqual(try outcomes[6].get(), .keyReused)
    XCTAssertEqual(try connection.database.accountCount(), 2)
    XCTAssertEqual(created.request.nick, "Sprout")
    // Durable after the batch: another connection sees both.
    let other = try SQLiteServiceConnection(path: connection.database.path)
    XCTAssertEqual(try other.availability(of: try Nickname(validating: "sprout"), skeleton: "x"), .taken)
    XCTAssertEqual(try other.availability(of: try Nickname(validating: "Sprоut"), skeleton: "sprout"), .resemblesTaken)
    XCTAssertEqual(try other.createAccount(retried), .replayed(first))
  }

  func testSkeletonsOfAnotherICUVersionAreRecomputedOrDropped() throws {
    let connection = try SQLiteServiceConnection(path: try folder.file("accounts.sqlite"))
    _ = connection.createAccounts([
      try signUp("Alpha", "a@example.com", skeleton: "alpha"), try signUp("Beta", "b@example.com", skeleton: "beta"),
    ])
    // The new ICU finds both alike: the first keeps the skeleton, the second's is dropped.
    XCTAssertEqual(try connection.refreshSkeletons(icuVersion: "next") { _ in "same" }, 2)
    XCTAssertEqual(
      try connection.availability(of: try Nickname(validating: "Gamma"), skeleton: "same"), .resemblesTaken)
    XCTAssertEqual(try connection.refreshSkeletons(icuVersion: "next") { _ in "same" }, 0)
  }
}

extension ServiceCreation {
  fileprivate var account: Account? {
    if case .created(let account) = self { return account }
    return nil
  }
}

import Accounts
import Foundation
import SignUp
import XCTest

@testable import SignUpService

/// Skeletons are stored with the ICU version that computed them and recomputed when it changes.
final class SkeletonRefreshTests: XCTestCase {
  func testSkeletonsOfAnotherICUVersionAreRecomputed() throws {
    for store in TestStore.all() {
      let database = try StoreOpening.open(store.location, connections: 1).database
      let nick = Unique.nickname(prefix: "sa")
      let request = try JSONDecoder().decode(
        SignUpRequest.self, from: JSONSerialization.data(withJSONObject: Unique.signUp(nick: nick)))
      let skeleton = try XCTUnwrap(ConfusableSkeleton.of(nick))
      guard case .created = try database.createAccount(request, skeleton: skeleton, idempotency: nil, at: Date()) else {
        return XCTFail("not created")
      }
      let lookalike = try Nickname(validating: nick.replacingOccurrences(of: "a", with: "\u{0430}"))
      let lookalikeSkeleton = try XCTUnwrap(ConfusableSkeleton.of(lookalike.canonicalKey))
      XCTAssertEqual(try database.availability(of: lookalike, skeleton: lookalikeSkeleton), .resemblesTaken)
      // As if another ICU had computed nothing for every account:
      XCTAssertGreaterThan(try database.refreshSkeletons(version: "0.0-test") { _ in nil }, 0)
      XCTAssertEqual(try database.availability(of: lookalike, skeleton: lookalikeSkeleton), .available, "\(store)")
      // The running ICU's start-up refresh computes them again.
      let reopened = try StoreOpening.open(store.location, connections: 1)
      XCTAssertGreaterThan(reopened.refreshed, 0)
      XCTAssertEqual(try reopened.database.availability(of: lookalike, skeleton: lookalikeSkeleton), .resemblesTaken)
      XCTAssertEqual(try StoreOpening.open(store.location, connections: 1).refreshed, 0)
    }
  }

  func testBothStoresHaveTheSameSchemaVersion() {
    XCTAssertEqual(PostgresSchema.version, SQLiteAccountDatabase.schemaVersion)
    XCTAssertEqual(PostgresSchema.version, 2)
  }
}

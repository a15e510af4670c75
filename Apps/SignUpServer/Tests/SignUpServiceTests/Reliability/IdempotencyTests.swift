import Foundation
import XCTest

/// `Idempotency-Key`: a retry gets the first 201 (same account), never a 409 and never a second account; the same key
/// with another body is refused.
final class IdempotencyTests: XCTestCase {
  func testARetryWithTheSameKeyGetsTheFirstAccount() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let client = service.client
      let fields = Unique.signUp()
      let key = ["Idempotency-Key": UUID().uuidString]
      let first = try XCTUnwrap(client.signUp(fields, headers: key))
      XCTAssertEqual(first.status, 201, service.store)
      let retry = try XCTUnwrap(client.signUp(fields, headers: key))
      XCTAssertEqual(retry.status, 201, service.store)
      XCTAssertEqual(retry.json["id"] as? Int, first.json["id"] as? Int)
      XCTAssertEqual(retry.json["createdAt"] as? String, first.json["createdAt"] as? String)
      XCTAssertEqual(retry.headers["location"], first.headers["location"])
      // Without the key, the same body is someone taking a taken nickname.
      XCTAssertEqual(client.signUp(fields)?.status, 409)
    }
  }

  func testTheSameKeyWithAnotherBodyIs422() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let key = ["Idempotency-Key": UUID().uuidString]
      XCTAssertEqual(service.client.signUp(Unique.signUp(), headers: key)?.status, 201)
      let other = try XCTUnwrap(service.client.signUp(Unique.signUp(), headers: key))
      XCTAssertEqual(other.status, 422, service.store)
      XCTAssertEqual(other.headers["content-type"], "application/problem+json")
      XCTAssertEqual(other.json["type"] as? String, "urn:sprout:problem:idempotency-key-reused")
    }
  }

  func testConcurrentRetriesMakeOneAccountAndAllGetIt() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let fields = Unique.signUp()
      let request = Burst.signUp(fields, headers: ["Idempotency-Key": UUID().uuidString])
      let answers = Burst.send(port: service.server.port, requests: Array(repeating: request, count: 16))
      XCTAssertEqual(answers.map { $0?.status }, Array(repeating: 201, count: 16), service.store)
      XCTAssertEqual(Set(answers.compactMap { $0?.json["id"] as? Int }).count, 1)
    }
  }

  func testAMalformedKeyIs400() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let answer = service.client.signUp(
        Unique.signUp(), headers: ["Idempotency-Key": String(repeating: "k", count: 300)])
      XCTAssertEqual(answer?.status, 400)
    }
  }

  func testTwoKeysInOneRequestAre400() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let fields = Unique.signUp()
      var request = Burst.signUp(fields, headers: ["Idempotency-Key": UUID().uuidString])
      let second = Data("Idempotency-Key: \(UUID().uuidString)\r\n".utf8)
      let at = try XCTUnwrap(request.range(of: Data("Content-Length".utf8))).lowerBound
      request.insert(contentsOf: second, at: at)
      let answer = try XCTUnwrap(Burst.send(port: service.server.port, requests: [request]).first ?? nil)
      XCTAssertEqual(answer.status, 400, service.store)
      XCTAssertEqual(answer.headers["content-type"], "application/problem+json")
      XCTAssertEqual(answer.json["type"] as? String, "urn:sprout:problem:bad-idempotency-key")
      // Nothing was created: the same body without a key is a new account.
      XCTAssertEqual(service.client.signUp(fields)?.status, 201)
    }
  }
}

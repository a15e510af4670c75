import Foundation
import SignUp
import XCTest

@testable import AccountService

/// What the service's statuses and bodies mean to the faces: taken and look-alikes are answers, everything the
/// program cannot read is a typed error.
final class ServiceAnswerTests: XCTestCase {
  private func request() throws -> SignUpRequest {
    let form = SignUpForm(nickname: "새싹", email: "sprout@example.com", birthDate: "2000-01-31", gender: .female)
    return try SignUpRequest(form: form, today: try CalendarDay(isoText: "2026-12-04"))
  }

  private func body(_ text: String) -> Data { Data(text.utf8) }

  func testTheNicknameAnswers() throws {
    XCTAssertEqual(
      try ServiceAnswer.availability(status: 200, body: body(#"{"nickname":"새싹","available":true}"#)), .available)
    XCTAssertEqual(
      try ServiceAnswer.availability(
        status: 200, body: body(#"{"nickname":"새싹","available":false,"reason":"taken"}"#)), .taken)
    XCTAssertEqual(
      try ServiceAnswer.availability(
        status: 200, body: body(#"{"nickname":"sprоut","available":false,"reason":"resemblesTaken"}"#)),
      .resemblesTaken)
  }

  func testANicknameTheServiceRefusesByItsRulesIsABadAnswerWithItsWords() {
    XCTAssertThrowsError(
      try ServiceAnswer.availability(
        status: 200,
        body: body(#"{"nickname":"x","available":false,"reason":"againstRules","problem":"Too long."}"#))
    ) { error in
      XCTAssertEqual(
        error as? AccountStoreError, .badAnswer(reason: "the service refuses this nickname by its rules: Too long."))
    }
  }

  func testAServerErrorIsUnreachableAndOtherStatusesAreBadAnswers() {
    let problem = body(#"{"type":"urn:sprout:problem:unavailable","title":"x","status":503,"detail":"No database."}"#)
    XCTAssertThrowsError(try ServiceAnswer.availability(status: 503, body: problem)) { error in
      XCTAssertEqual(error as? AccountStoreError, .unreachable(reason: "HTTP 503: No database."))
    }
    XCTAssertThrowsError(try ServiceAnswer.availability(status: 404, body: body("<html>"))) { error in
      XCTAssertEqual(error as? AccountStoreError, .badAnswer(reason: "HTTP 404"))
    }
    XCTAssertThrowsError(try ServiceAnswer.availability(status: 200, body: body("not json"))) { error in
      guard case .badAnswer? = error as? AccountStoreError else { return XCTFail("\(error)") }
    }
  }

  func testACreatedAccountIsReadWithItsRulesAndMustBeTheOneAskedFor() throws {
    let request = try request()
    let created = body(
      #"{"birth":"2000-01-31","createdAt":"2026-12-04T02:36:19.125Z","email":"sprout@example.com","gender":0,"#
        + #""id":42,"nick":"새싹"}"#)
    guard case .created(let account) = try ServiceAnswer.creation(status: 201, body: created, request: request) else {
      return XCTFail("expected an account")
    }
    XCTAssertEqual(account.id, 42)
    XCTAssertEqual(account.request, request)
    XCTAssertEqual(account.createdAtText, "2026-12-04T02:36:19.125Z")
    let other = body(
      #"{"birth":"2000-01-31","createdAt":"2026-12-04T02:36:19.125Z","email":"other@example.com","gender":0,"#
        + #""id":43,"nick":"새싹"}"#)
    XCTAssertThrowsError(try ServiceAnswer.creation(status: 201, body: other, request: request)) { error in
      XCTAssertEqual(error as? AccountStoreError, .badAnswer(reason: "the account created is not the one asked for"))
    }
  }

  func testAConflictSaysWhichFieldIsTaken() throws {
    let request = try request()
    func conflict(_ field: String, _ code: String) throws -> AccountCreation {
      try ServiceAnswer.creation(
        status: 409,
        body: body(
          #"{"type":"urn:sprout:problem:taken","title":"Taken","status":409,"detail":"x","field":"\#(field)","#
            + #""code":"\#(code)"}"#),
        request: request)
    }
    XCTAssertEqual(try conflict("nick", "taken"), .refused(.nickname(.taken)))
    XCTAssertEqual(try conflict("nick", "resemblesTaken"), .refused(.nickname(.resemblesTaken)))
    XCTAssertEqual(try conflict("email", "taken"), .refused(.email(.taken)))
  }
}

import SignUp
import XCTest

@testable import SignUpService

/// The small parts: percent-decoding, Accept-Language, the log's escaping, the confusable skeleton.
final class PartsTests: XCTestCase {
  func testPathSegmentsDecodeStrictly() {
    XCTAssertEqual(try PathDecoding.segment("%EC%83%88%EC%8B%B9").get(), "새싹")
    XCTAssertEqual(try PathDecoding.segment("a+b%20c").get(), "a+b c")
    XCTAssertEqual(PathDecoding.segment("%2"), .failure(.badEscape))
    XCTAssertEqual(PathDecoding.segment("%g0"), .failure(.badEscape))
    XCTAssertEqual(PathDecoding.segment("%ED%A0%80"), .failure(.notUTF8))  // a UTF-16 surrogate
  }

  func testAcceptLanguagePicksKoreanOrEnglish() {
    XCTAssertEqual(Language(acceptLanguage: "ko-KR,ko;q=0.9,en-US;q=0.8"), .korean)
    XCTAssertEqual(Language(acceptLanguage: "en;q=0.4, ko;q=0.6"), .korean)
    XCTAssertEqual(Language(acceptLanguage: "ko;q=0, en"), .english)
    XCTAssertEqual(Language(acceptLanguage: "fr"), .english)
    XCTAssertEqual(Language(acceptLanguage: nil), .english)
  }

  func testTheLogEscapesWhatItDoesNotKnow() {
    XCTAssertEqual(RequestLog.escaped("GET"), "GET")
    XCTAssertEqual(RequestLog.escaped("G\nT %"), "G%0AT%20%25")
    XCTAssertEqual(RequestLog.methodName("PATCH"), "PATCH")
    XCTAssertEqual(RequestLog.methodName("get"), "(other method)")
    XCTAssertEqual(RequestLog.methodName("sprout@example.com"), "(other method)")
  }

  func testJSONObjectsEscapeWhatJSONNeedsAndParseBack() throws {
    let text = "q\"b\\s/\n\u{1}새싹"
    let data = JSONObject(["z": .int(-1), "a": .string(text), "m": .bool(false)]).data
    XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"a":"q\"b\\s/\u000a\u0001새싹","m":false,"z":-1}"#)
    let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(parsed["a"] as? String, text)
  }

  func testLookAlikesShareASkeletonAndOthersDoNot() throws {
    let latin = try XCTUnwrap(ConfusableSkeleton.of("paypal"))
    XCTAssertEqual(ConfusableSkeleton.of("p\u{0430}yp\u{0430}l"), latin)
    XCTAssertNotEqual(ConfusableSkeleton.of("paypa1x"), latin)
    XCTAssertEqual(ConfusableSkeleton.of(""), "")
    XCTAssertFalse(ConfusableSkeleton.icuVersion.isEmpty)
  }
}

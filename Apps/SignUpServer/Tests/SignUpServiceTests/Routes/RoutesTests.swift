import Foundation
import XCTest

@testable import SignUpService

/// Each route and status, over every store: the answers' bodies, headers and problem+json shape.
final class RoutesTests: XCTestCase {
  /// Runs `body` against the service over each store.
  func eachStore(_ body: (ServiceUnderTest, LoopbackClient) throws -> Void) throws {
    let stores = TestStore.all()
    if stores.isEmpty { throw XCTSkip("no store to test (SQLite not built, SIGNUP_TEST_POSTGRES_URL not set)") }
    for store in stores {
      let service = try ServiceUnderTest(store: store)
      try body(service, service.client)
    }
  }

  func assertProblem(
    _ answer: LoopbackClient.Answer?, status: Int, field: String? = nil, code: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let answer else { return XCTFail("no answer", file: file, line: line) }
    XCTAssertEqual(answer.status, status, String(decoding: answer.body, as: UTF8.self), file: file, line: line)
    XCTAssertEqual(answer.headers["content-type"], "application/problem+json", file: file, line: line)
    let json = answer.json
    XCTAssertEqual(json["status"] as? Int, status, file: file, line: line)
    XCTAssertTrue((json["type"] as? String)?.hasPrefix("urn:sprout:problem:") ?? false, file: file, line: line)
    XCTAssertFalse((json["title"] as? String ?? "").isEmpty, file: file, line: line)
    XCTAssertFalse((json["detail"] as? String ?? "").isEmpty, file: file, line: line)
    if let field { XCTAssertEqual(json["field"] as? String, field, file: file, line: line) }
    if let code { XCTAssertEqual(json["code"] as? String, code, file: file, line: line) }
  }

  func testHealthAnswersOnceTheDatabaseDoes() throws {
    try eachStore { _, client in
      let answer = try XCTUnwrap(client.send("GET", "/healthz"))
      XCTAssertEqual(answer.status, 200)
      XCTAssertEqual(answer.json["status"] as? String, "ok")
    }
  }

  func testAnswersKeepTheConnectionOpen() throws {
    try eachStore { service, _ in
      let socket = try XCTUnwrap(LoopbackSocket(port: service.server.port))
      socket.write(
        Data(
          ("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\n\r\n"
            + "GET /v1/nicknames/abc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").utf8))
      let answers = String(decoding: socket.readToEnd(), as: UTF8.self)
      XCTAssertEqual(answers.components(separatedBy: "HTTP/1.1 200 OK").count - 1, 2, answers)
      XCTAssertEqual(answers.components(separatedBy: "HTTP/1.1 404 Not Found").count - 1, 1, answers)
    }
  }

  func testTheContractIsServedAsCommitted() throws {
    try eachStore { _, client in
      let answer = try XCTUnwrap(client.send("GET", "/openapi.yaml"))
      XCTAssertEqual(answer.status, 200)
      let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("openapi.yaml")
      XCTAssertEqual(answer.body, try Data(contentsOf: committed))
      XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).hasPrefix("openapi: 3.1"))
    }
  }

  func testUnknownRouteIs404AndWrongMethodIs405WithAllow() throws {
    try eachStore { _, client in
      assertProblem(client.send("GET", "/v1/nope"), status: 404)
      assertProblem(client.send("GET", "/v1/nicknames/"), status: 404)
      assertProblem(client.send("GET", "/v1/nicknames/a/b"), status: 404)
      let users = client.send("GET", "/v1/users")
      assertProblem(users, status: 405)
      XCTAssertEqual(users?.headers["allow"], "POST")
      let nickname = client.send("DELETE", "/v1/nicknames/sprout")
      assertProblem(nickname, status: 405)
      XCTAssertEqual(nickname?.headers["allow"], "GET, HEAD")
      XCTAssertEqual(client.send("POST", "/healthz")?.headers["allow"], "GET, HEAD")
    }
  }

  func testNicknameCheckSaysAvailableTakenLooksLikeAndAgainstTheRules() throws {
    try eachStore { service, client in
      let nick = Unique.nickname(prefix: "ta")
      let free = try XCTUnwrap(client.send("GET", "/v1/nicknames/\(nick)"))
      XCTAssertEqual(free.status, 200)
      XCTAssertEqual(free.json["available"] as? Bool, true, service.store)
      XCTAssertEqual(free.json["nickname"] as? String, nick)
      XCTAssertNil(free.json["reason"])
      XCTAssertEqual(client.signUp(Unique.signUp(nick: nick))?.status, 201)
      let upper = try XCTUnwrap(client.send("GET", "/v1/nicknames/\(nick.uppercased())"))
      XCTAssertEqual(upper.json["available"] as? Bool, false)
      XCTAssertEqual(upper.json["reason"] as? String, "taken")
      // The same name with a Cyrillic а (U+0430) for its Latin a: looks the same, another canonical key.
      let lookalike = nick.replacingOccurrences(of: "a", with: "\u{0430}")
      let encoded = try XCTUnwrap(lookalike.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
      let resembling = try XCTUnwrap(client.send("GET", "/v1/nicknames/\(encoded)"))
      XCTAssertEqual(resembling.json["reason"] as? String, "resemblesTaken", service.store)
      XCTAssertEqual(resembling.json["nickname"] as? String, lookalike)
      // U+200B inside: against the nickname rule, with the rule's message in the asked language.
      let hidden = try XCTUnwrap(
        client.send("GET", "/v1/nicknames/%EC%83%88%E2%80%8B%EC%8B%B9", headers: ["Accept-Language": "ko-KR,ko;q=0.9"]))
      XCTAssertEqual(hidden.status, 200)
      XCTAssertEqual(hidden.json["available"] as? Bool, false)
      XCTAssertEqual(hidden.json["reason"] as? String, "againstRules")
      XCTAssertEqual(hidden.json["problem"] as? String, "닉네임에 보이지 않는 문자(U+200B)가 있어 다른 이름처럼 보입니다.")
      XCTAssertEqual(hidden.headers["content-language"], "ko")
      let long = try XCTUnwrap(client.send("GET", "/v1/nicknames/abcdefghijk"))
      XCTAssertEqual(long.json["problem"] as? String, "Nickname must be at most 10 characters (now 11).")
    }
  }

  func testBadPercentEncodingAndInvalidUTF8Are400() throws {
    try eachStore { _, client in
      assertProblem(client.send("GET", "/v1/nicknames/%ZZabc"), status: 400)
      assertProblem(client.send("GET", "/v1/nicknames/abc%E"), status: 400)
      assertProblem(client.send("GET", "/v1/nicknames/%FF%FE"), status: 400)
      assertProblem(client.send("GET", "/v1/nicknames/%C0%AF"), status: 400)  // an overlong "/"
      let plus = try XCTUnwrap(client.send("GET", "/v1/nicknames/a+b"))
      XCTAssertEqual(plus.json["nickname"] as? String, "a+b")
    }
  }

  func testRawBytesThatAreNotUTF8InThePathAre400LikeTheirEscapes() throws {
    try eachStore { service, _ in
      func raw(_ path: [UInt8]) throws -> LoopbackClient.Answer? {
        let socket = try XCTUnwrap(LoopbackSocket(port: service.server.port))
        socket.write(
          Data("GET ".utf8) + Data(path) + Data(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        return LoopbackClient.parse(socket.readToEnd())
      }
      let prefix = Array("/v1/nicknames/".utf8)
      assertProblem(try raw(prefix + [0xFF, 0xFE]), status: 400)
      assertProblem(try raw(prefix + Array("a".utf8) + [0xC0, 0xAF]), status: 400)
      // Raw UTF-8 is still read as the text it is.
      let nick = Unique.nickname(prefix: "새")
      let valid = try XCTUnwrap(try raw(prefix + Array(nick.utf8)))
      XCTAssertEqual(valid.status, 200)
      XCTAssertEqual(valid.json["nickname"] as? String, nick)
    }
  }

  func testHEADIsAnsweredWhereGETIsWithTheSameHeadersAndNoBody() throws {
    try eachStore { service, client in
      for path in ["/healthz", "/openapi.yaml", "/v1/nicknames/sprout"] {
        let get = try XCTUnwrap(client.send("GET", path))
        let socket = try XCTUnwrap(LoopbackSocket(port: service.server.port))
        socket.write(Data("HEAD \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        let bytes = socket.readToEnd()
        let head = try XCTUnwrap(LoopbackClient.parse(bytes), path)
        XCTAssertEqual(head.status, 200, path)
        XCTAssertEqual(head.headers["content-type"], get.headers["content-type"], path)
        XCTAssertEqual(head.headers["content-length"], String(get.body.count), path)
        XCTAssertTrue(head.body.isEmpty, path)
        XCTAssertTrue(bytes.suffix(4) == Data("\r\n\r\n".utf8), path)
      }
      let wrong = client.send("HEAD", "/v1/users")
      XCTAssertEqual(wrong?.status, 405)
      XCTAssertEqual(wrong?.headers["allow"], "POST")
    }
  }

  func testSignUpAnswers201WithTheAccountAndLocation() throws {
    try eachStore { service, client in
      let fields = Unique.signUp()
      let answer = try XCTUnwrap(client.signUp(fields))
      XCTAssertEqual(answer.status, 201, service.store)
      let json = answer.json
      let id = try XCTUnwrap(json["id"] as? Int)
      XCTAssertEqual(answer.headers["location"], "/v1/users/\(id)")
      XCTAssertEqual(json["nick"] as? String, fields["nick"] as? String)
      XCTAssertEqual(json["email"] as? String, fields["email"] as? String)
      XCTAssertEqual(json["birth"] as? String, "2000-01-31")
      XCTAssertEqual(json["gender"] as? Int, 1)
      let created = try XCTUnwrap(json["createdAt"] as? String)
      XCTAssertNotNil(try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(created))
    }
  }

  func testTakenNicknameOrEmailIs409NamingTheField() throws {
    try eachStore { _, client in
      let first = Unique.signUp(nick: Unique.nickname(prefix: "ta"))
      XCTAssertEqual(client.signUp(first)?.status, 201)
      let sameNick = Unique.signUp(nick: (first["nick"] as? String)?.uppercased())
      assertProblem(client.signUp(sameNick), status: 409, field: "nick", code: "taken")
      let sameEmail = Unique.signUp(email: (first["email"] as? String)?.uppercased())
      assertProblem(client.signUp(sameEmail), status: 409, field: "email", code: "taken")
      // Cyrillic а (U+0430) for the Latin a.
      let lookalike = Unique.signUp(nick: (first["nick"] as? String)?.replacingOccurrences(of: "a", with: "\u{0430}"))
      assertProblem(client.signUp(lookalike), status: 409, field: "nick", code: "resemblesTaken")
    }
  }

  func testFieldProblemsAre422InTheLanguageAsked() throws {
    try eachStore { _, client in
      var young = Unique.signUp()
      young["birth"] = "2020-01-31"
      let korean = client.signUp(young, headers: ["Accept-Language": "ko"])
      assertProblem(korean, status: 422, field: "birth", code: "tooYoung")
      XCTAssertEqual(korean?.json["detail"] as? String, "만 17세 이상만 가입할 수 있습니다.")
      XCTAssertEqual(korean?.headers["content-language"], "ko")
      let english = client.signUp(young, headers: ["Accept-Language": "fr, en;q=0.5"])
      XCTAssertEqual(english?.json["detail"] as? String, "You must be at least 17 years old to sign up.")
      var badEmail = Unique.signUp()
      badEmail["email"] = "no-at-sign"
      assertProblem(
        client.signUp(badEmail, headers: ["Accept-Language": "en"]), status: 422, field: "email", code: "missingAtSign")
      var spaced = Unique.signUp()
      spaced["nick"] = " padded "
      assertProblem(client.signUp(spaced), status: 422, field: "nick", code: "notAsSent")
      // NFD is canonically equivalent to NFC (Swift's == says equal) but is not the text the form sends.
      var decomposed = Unique.signUp()
      decomposed["nick"] = "o\u{308}x"
      assertProblem(client.signUp(decomposed), status: 422, field: "nick", code: "notAsSent")
      var decomposedEmail = Unique.signUp()
      decomposedEmail["email"] = "e\u{301}\(decomposedEmail["email"] as? String ?? "@b.co")"
      assertProblem(client.signUp(decomposedEmail), status: 422, field: "email", code: "notAsSent")
      var gender = Unique.signUp()
      gender["gender"] = 7
      assertProblem(client.signUp(gender), status: 422, field: "gender", code: "unknownGender")
      var missing = Unique.signUp()
      missing["email"] = nil
      assertProblem(client.signUp(missing), status: 422, field: "email", code: "required")
    }
  }

  func testMalformedJSONIs400AndWrongTypesAre422() throws {
    try eachStore { service, client in
      let json = ["Content-Type": "application/json"]
      for body in ["{\"nick\":", "not json", "{\"nick\" \"a\"}", "\u{FF}\u{FE}"] {
        assertProblem(client.send("POST", "/v1/users", headers: json, body: Data(body.utf8)), status: 400)
      }
      assertProblem(client.send("POST", "/v1/users", headers: json, body: Data("[1,2]".utf8)), status: 422)
      var number = Unique.signUp()
      number["nick"] = 12
      assertProblem(client.signUp(number), status: 422, field: "nick", code: "wrongType")
      var text = Unique.signUp()
      text["gender"] = "1"
      assertProblem(client.signUp(text), status: 422, field: "gender", code: "wrongType")
      var null = Unique.signUp()
      null["birth"] = NSNull()
      assertProblem(client.signUp(null), status: 422, field: "birth", code: "wrongType")
      XCTAssertEqual(client.send("GET", "/healthz")?.status, 200, service.store)
    }
  }

  func testOtherContentTypesAre415() throws {
    try eachStore { _, client in
      let body = try JSONSerialization.data(withJSONObject: Unique.signUp())
      assertProblem(client.send("POST", "/v1/users", headers: ["Content-Type": "text/plain"], body: body), status: 415)
      assertProblem(client.send("POST", "/v1/users", body: body), status: 415)
      let charset = client.send(
        "POST", "/v1/users", headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
      XCTAssertEqual(charset?.status, 201)
    }
  }

  func testTheLogNamesRouteTemplatesAndNeverTheNicknameOrEmail() throws {
    try eachStore { service, client in
      let fields = Unique.signUp()
      let nick = try XCTUnwrap(fields["nick"] as? String)
      let email = try XCTUnwrap(fields["email"] as? String)
      _ = client.send("GET", "/v1/nicknames/\(nick)")
      _ = client.signUp(fields)
      _ = client.send("GET", "/\(nick)")
      _ = client.send("G\u{1B}T", "/healthz")
      let log = service.log
      XCTAssertFalse(log.contains { $0.contains(nick) || $0.contains(email) }, "\(log)")
      XCTAssertTrue(
        log.contains { $0.hasPrefix("GET /v1/nicknames/{nickname} 200 ") && $0.hasSuffix("ms\n") }, "\(log)")
      XCTAssertTrue(log.contains { $0.hasPrefix("POST /v1/users 201 ") }, "\(log)")
      XCTAssertTrue(log.contains { $0.hasPrefix("GET - 404 ") }, "\(log)")
      XCTAssertFalse(log.contains { $0.contains("\u{1B}") }, "\(log)")
    }
  }

  func testTheLogWritesNoMethodButTheStandardOnes() throws {
    try eachStore { service, _ in
      let before = service.log.count
      // Text in place of the method, sent raw: an email, a nickname in UTF-8, and a lower-case "get".
      for method in ["sprout@example.com", "새싹", "get"] {
        let socket = try XCTUnwrap(LoopbackSocket(port: service.server.port))
        socket.write(Data("\(method) /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        XCTAssertEqual(LoopbackClient.parse(socket.readToEnd())?.status, 405)
      }
      let log = service.log(atLeast: before + 3)
      XCTAssertEqual(log.count, before + 3, "\(log)")
      for line in log.dropFirst(before) {
        XCTAssertTrue(line.hasPrefix("(other method) /healthz 405 "), line)
      }
      let escaped = try XCTUnwrap("새싹".addingPercentEncoding(withAllowedCharacters: .alphanumerics))
      XCTAssertFalse(log.contains { $0.contains("sprout") || $0.contains(escaped) || $0.contains("get") }, "\(log)")
    }
  }
}

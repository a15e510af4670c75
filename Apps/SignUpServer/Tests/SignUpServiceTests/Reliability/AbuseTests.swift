import Foundation
import XCTest

/// What a hostile or broken client gets: a 4xx or a closed connection, while the server keeps answering everyone
/// else.
final class AbuseTests: XCTestCase {
  func testATenMegabyteBodyIs413OrClosedAndTheServerKeepsAnswering() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let huge = Data(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
      let answer = service.client.send("POST", "/v1/users", headers: ["Content-Type": "application/json"], body: huge)
      XCTAssertTrue(answer == nil || answer?.status == 413, "\(String(describing: answer?.status))")
      if let answer { XCTAssertEqual(answer.headers["content-type"], "application/problem+json") }
      // The same body sent chunked, with no length to refuse it by: read up to the limit, then 413 or closed.
      let socket = try XCTUnwrap(LoopbackSocket(port: service.server.port, timeout: 10))
      socket.write(
        Data(
          "POST /v1/users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
            .utf8))
      var sent = 0
      let chunk = Data("10000\r\n".utf8) + Data(repeating: UInt8(ascii: "a"), count: 0x10000) + Data("\r\n".utf8)
      while sent < 10 * 1024 * 1024, socket.write(chunk) { sent += 0x10000 }
      let chunked = LoopbackClient.parse(socket.readToEnd())
      XCTAssertTrue(chunked == nil || chunked?.status == 413, "\(String(describing: chunked?.status))")
      XCTAssertEqual(service.client.send("GET", "/healthz")?.status, 200)
    }
  }

  func testOversizedHeadersAre431OrClosed() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let service = try ServiceUnderTest(store: store)
    let answer = service.client.send("GET", "/healthz", headers: ["X-Filler": String(repeating: "f", count: 64 * 1024)])
    XCTAssertTrue(answer == nil || answer?.status == 431, "\(String(describing: answer?.status))")
    XCTAssertEqual(service.client.send("GET", "/healthz")?.status, 200)
  }

  func testHeadersOneByteASecondTimeOutWhileOthersAreAnswered() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let service = try ServiceUnderTest(store: store) { $0.timeoutSeconds = 2 }
    let slow = try XCTUnwrap(LoopbackSocket(port: service.server.port, timeout: 8))
    let head = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
    for byte in head.prefix(4) {
      XCTAssertTrue(slow.write(Data([byte])))
      let started = Date()
      XCTAssertEqual(service.client.send("GET", "/healthz")?.status, 200)
      XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
      Thread.sleep(forTimeInterval: 1)
    }
    // Silent for longer than the connection timeout: the server closes the connection.
    let stalled = Date()
    XCTAssertTrue(slow.waitForClose())
    XCTAssertLessThan(Date().timeIntervalSince(stalled), 6)
    XCTAssertEqual(service.client.send("GET", "/healthz")?.status, 200)
  }

  func testAConnectionDrippingItsRequestIsClosedAtTheRequestDeadline() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let service = try ServiceUnderTest(store: store) {
      $0.timeoutSeconds = 10
      $0.requestSeconds = 2
    }
    let body = Data(#"{"nick":"drip","pad":"\#(String(repeating: "x", count: 60))"}"#.utf8)
    let head = Data(
      "POST /v1/users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        .utf8)
    // One drips its head, one its body, a byte every 0.25 s: never silent for the 10 s connection timeout.
    let dripHead = try XCTUnwrap(LoopbackSocket(port: service.server.port, timeout: 1, source: "127.0.0.2"))
    let dripBody = try XCTUnwrap(LoopbackSocket(port: service.server.port, timeout: 1, source: "127.0.0.2"))
    dripBody.write(head)
    let started = Date()
    var heads = Array(head)[...]
    var bodies = Array(body)[...]
    var closed: (head: TimeInterval?, body: TimeInterval?) = (nil, nil)
    while closed.head == nil || closed.body == nil, Date().timeIntervalSince(started) < 9 {
      if closed.head == nil, let byte = heads.popFirst(), !dripHead.write(Data([byte])) || dripHead.isClosed {
        closed.head = Date().timeIntervalSince(started)
      }
      if closed.body == nil, let byte = bodies.popFirst(), !dripBody.write(Data([byte])) || dripBody.isClosed {
        closed.body = Date().timeIntervalSince(started)
      }
      Thread.sleep(forTimeInterval: 0.25)  // the drip's pace, not a wait for the server
    }
    XCTAssertLessThan(try XCTUnwrap(closed.head, "the head kept dripping for 9 s"), 5)
    XCTAssertLessThan(try XCTUnwrap(closed.body, "the body kept dripping for 9 s"), 5)
    XCTAssertGreaterThan(try XCTUnwrap(closed.head), 1.5)
    XCTAssertEqual(service.client.send("GET", "/healthz")?.status, 200)
    let log = service.log(atLeast: 2)
    XCTAssertTrue(log.contains { $0.hasPrefix("POST /v1/users closed ") }, "\(log)")
  }

  func testTwoThousandIdleConnectionsDoNotStopTheServer() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let service = try ServiceUnderTest(store: store) { $0.timeoutSeconds = 2 }
    // From 127.0.0.2: their address's limit, not the checking client's (127.0.0.1).
    let idle = (0..<2_000).compactMap { _ in LoopbackSocket(port: service.server.port, timeout: 5, source: "127.0.0.2")
    }
    XCTAssertGreaterThan(idle.count, 1_000)
    for _ in 0..<5 {
      let started = Date()
      XCTAssertEqual(service.client.send("GET", "/healthz")?.status, 200)
      XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
    }
    XCTAssertEqual(service.client.signUp(Unique.signUp())?.status, 201)
    // After the connection timeout each idle connection is closed (or was refused over the per-address limit).
    Thread.sleep(forTimeInterval: 3.5)
    let open = idle.filter { socket in
      var byte: UInt8 = 0
      let count = recv(socket.descriptor, &byte, 1, Int32(MSG_DONTWAIT))
      return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }
    XCTAssertEqual(open.count, 0)
  }

  func testSQLMetacharactersAreStoredAsDataOrRefusedByTheRules() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let client = service.client
      let suffix = Unique.nickname(prefix: "").prefix(4)
      for nick in ["a';--\(suffix)", "\"); \(suffix)", "%_\\\(suffix)", "$1::\(suffix)"] {
        // The quote, percent, underscore and dashes an address's dot-atom allows (`"` and `;` it refuses: below).
        let email = "o'h%_--\(suffix)\(Unique.nickname(prefix: ""))@example.com"
        let answer = try XCTUnwrap(client.signUp(Unique.signUp(nick: nick, email: email)))
        XCTAssertEqual(answer.status, 201, "\(service.store) \(nick): \(String(decoding: answer.body, as: UTF8.self))")
        XCTAssertEqual(answer.json["nick"] as? String, nick)
        XCTAssertEqual(answer.json["email"] as? String, email)
        let encoded = try XCTUnwrap(nick.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        XCTAssertEqual(client.send("GET", "/v1/nicknames/\(encoded)")?.json["reason"] as? String, "taken")
      }
      let refusedEmail = Unique.signUp(email: "o\"h;--\(suffix)@example.com")
      XCTAssertEqual(client.signUp(refusedEmail)?.status, 422, "an address's rule refuses \" and ;")
      // A LIKE pattern is not a pattern: `%` matches nothing else.
      XCTAssertEqual(client.send("GET", "/v1/nicknames/%25")?.json["available"] as? Bool, true)
      var injected = Unique.signUp(nick: "x'); DROP TABLE accounts; --")
      XCTAssertEqual(client.signUp(injected)?.status, 422)
      injected = Unique.signUp()
      injected["birth"] = "2000-01-01'; DELETE FROM accounts; --"
      XCTAssertEqual(client.signUp(injected)?.status, 422)
      XCTAssertEqual(client.signUp(Unique.signUp())?.status, 201)
    }
  }
}

import Foundation
import XCTest

@testable import SignUpService

/// PostgreSQL ending the server's backends (a restart, an administrator) costs no answer to a read: the server
/// reconnects.
final class ReconnectionTests: XCTestCase {
  func testEndedBackendsAreReconnectedForChecksAndHealth() throws {
    guard let url = TestStore.postgresURL else { throw XCTSkip("SIGNUP_TEST_POSTGRES_URL is not set") }
    let name = "signup-test-\(Unique.nickname(prefix: ""))"
    let separator = url.contains("?") ? "&" : "?"
    let service = try ServiceUnderTest(store: .postgres(url: url + separator + "application_name=" + name))
    let client = service.client
    let nick = Unique.nickname()
    XCTAssertEqual(client.signUp(Unique.signUp(nick: nick))?.status, 201)
    for _ in 0..<8 { XCTAssertEqual(client.send("GET", "/healthz")?.status, 200) }
    let admin = try PostgresConnection(url: url)
    let ended = try admin.execute(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [name])
    XCTAssertEqual(ended.rows.count, 4)
    for _ in 0..<8 {
      XCTAssertEqual(client.send("GET", "/healthz")?.status, 200)
      XCTAssertEqual(client.send("GET", "/v1/nicknames/\(nick)")?.json["reason"] as? String, "taken")
    }
    // Four sign-ups at once take every pooled connection, the ones no read has reconnected too.
    let statuses = Burst.send(port: service.server.port, requests: (0..<4).map { _ in Burst.signUp(Unique.signUp()) })
    XCTAssertEqual(statuses.map { $0?.status }, [201, 201, 201, 201])
  }
}

import Foundation
import XCTest

/// `kill -9` under load, then a restart: every account that got a 201 is in the store.
final class CrashTests: XCTestCase {
  func testEveryAcknowledgedSignUpSurvivesKillNine() throws {
    let stores = TestStore.all()
    if stores.isEmpty { throw XCTSkip("no store") }
    for store in stores {
      let server = try ServerProcess(database: store.argument)
      let acknowledged = Locked<[String]>([])
      let running = Locked(true)
      let group = DispatchGroup()
      let port = server.port
      for _ in 0..<8 {
        DispatchQueue.global().async(group: group) {
          while running.withLock({ $0 }) {
            let nick = Unique.nickname(prefix: "k")
            if LoopbackClient(port: port).signUp(Unique.signUp(nick: nick))?.status == 201 {
              acknowledged.withLock { $0.append(nick) }
            }
          }
        }
      }
      Thread.sleep(forTimeInterval: 1.5)
      XCTAssertEqual(server.stop(signal: SIGKILL), SIGKILL)
      running.withLock { $0 = false }
      group.wait()
      let nicks = acknowledged.withLock { $0 }
      XCTAssertGreaterThan(nicks.count, 10, store.description)
      let restarted = try ServerProcess(database: store.argument)
      let missing = nicks.filter {
        restarted.client.send("GET", "/v1/nicknames/\($0)")?.json["reason"] as? String != "taken"
      }
      XCTAssertEqual(missing, [], "\(store): \(missing.count) of \(nicks.count) acknowledged sign-ups lost")
      XCTAssertEqual(restarted.stop(), 0)
    }
  }
}

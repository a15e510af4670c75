import Foundation
import XCTest

/// Races are decided by the store's unique constraints: of 64 sign-ups of one nickname at once, one is created.
final class RaceTests: XCTestCase {
  func testSixtyFourSignUpsOfOneNicknameGiveOne201And63Conflicts() throws {
    for store in TestStore.all() {
      let service = try ServiceUnderTest(store: store)
      let nick = Unique.nickname()
      let requests = (0..<64).map { _ in Burst.signUp(Unique.signUp(nick: nick)) }
      let statuses = Burst.send(port: service.server.port, requests: requests).map { $0?.status }
      XCTAssertEqual(statuses.filter { $0 == 201 }.count, 1, "\(service.store): \(statuses)")
      XCTAssertEqual(statuses.filter { $0 == 409 }.count, 63, "\(service.store): \(statuses)")
    }
  }

  func testSixtyFourSignUpsOverTwoServerProcessesOnOnePostgreSQL() throws {
    guard let url = TestStore.postgresURL else { throw XCTSkip("SIGNUP_TEST_POSTGRES_URL is not set") }
    let first = try ServerProcess(database: url)
    let second = try ServerProcess(database: url)
    let nick = Unique.nickname()
    let requests = (0..<64).map { _ in Burst.signUp(Unique.signUp(nick: nick)) }
    let group = DispatchGroup()
    let answers = Locked<[Int?]>([])
    for (index, port) in [first.port, second.port].enumerated() {
      let half = Array(requests[(index * 32)..<(index * 32 + 32)])
      DispatchQueue.global().async(group: group) {
        let statuses = Burst.send(port: port, requests: half).map { $0?.status }
        answers.withLock { $0 += statuses }
      }
    }
    group.wait()
    let statuses = answers.withLock { $0 }
    XCTAssertEqual(statuses.filter { $0 == 201 }.count, 1, "\(statuses)")
    XCTAssertEqual(statuses.filter { $0 == 409 }.count, 63, "\(statuses)")
    XCTAssertEqual(first.stop(), 0)
    XCTAssertEqual(second.stop(), 0)
  }
}

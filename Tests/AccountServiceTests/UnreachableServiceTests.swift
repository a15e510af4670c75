import AccountService
import Foundation
import RxCocoa
import RxTesting
import SignUp
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A service that is not there: the check and the sign-up fail as `.unreachable`, never as taken, and nothing is
/// left running.
final class UnreachableServiceTests: RxTestCase {
  /// A TCP socket bound to a free loopback port, listening if `listens`; its descriptor (to close) and port.
  private func loopbackSocket(listens: Bool) throws -> (descriptor: Int32, port: Int) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
          && (!listens || listen(descriptor, 8) == 0)
      }
    }
    guard ready else {
      let failure = LoopbackSocketError(errno: errno)
      close(descriptor)
      throw failure
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
  }

  /// A loopback port nobody listens on: bound, then closed.
  private func closedPort() throws -> Int {
    let socket = try loopbackSocket(listens: false)
    close(socket.descriptor)
    return socket.port
  }

  /// A loopback listener that never accepts: connections complete in its backlog and are never answered.
  private func silentListener() throws -> (descriptor: Int32, port: Int) {
    try loopbackSocket(listens: true)
  }

  /// Waits, at most 10 s, until `Resources.total` is back to `total`: URLSession lets go of a task's completion
  /// handler (and the observer it holds) on its own queue, after the handler has sent the answer.
  private func waitUntilReleased(backTo total: Int) {
    let deadline = Date().addingTimeInterval(10)
    while Int(Resources.total) != total, Date() < deadline { usleep(10_000) }
  }

  func testAServiceThatIsNotThereIsUnreachable() throws {
    let total = Int(Resources.total)
    defer { waitUntilReleased(backTo: total) }
    let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(try closedPort())"))
    let store = ServiceAccountStore(baseURL: url, language: .english, checkTimeout: 5, signUpTimeout: 5)
    let nickname = try Nickname(validating: "새싹")
    let check = store.availability(of: nickname).toBlocking(timeout: 10).materialize()
    guard case .failed(_, let error) = check, case .unreachable(let reason)? = error as? AccountStoreError else {
      return XCTFail("expected unreachable, got \(check)")
    }
    XCTAssertEqual(reason, "nothing answers at that address")
    let korean = ServiceAccountStore(baseURL: url, language: .korean, checkTimeout: 5, signUpTimeout: 5)
    let koreanCheck = korean.availability(of: nickname).toBlocking(timeout: 10).materialize()
    guard case .failed(_, let koreanError) = koreanCheck, let storeError = koreanError as? AccountStoreError else {
      return XCTFail("expected unreachable, got \(koreanCheck)")
    }
    XCTAssertEqual(
      storeError.message(in: .korean), "가입 서비스에 연결할 수 없습니다: 그 주소에서 응답하는 곳이 없습니다.",
      "a Korean face says why in Korean")
    let form = SignUpForm(nickname: "새싹", email: "sprout@example.com", birthDate: "2000-01-31")
    let request = try SignUpRequest(form: form, today: try CalendarDay(isoText: "2026-12-04"))
    let creation = store.createAccount(request).toBlocking(timeout: 10).materialize()
    guard case .failed(_, let creationError) = creation, case .unreachable? = creationError as? AccountStoreError
    else {
      return XCTFail("expected unreachable, got \(creation)")
    }
  }

  func testTheCheckGivesUpAfterItsOwnTimeoutNotTheSignUps() throws {
    let total = Int(Resources.total)
    defer { waitUntilReleased(backTo: total) }
    let listener = try silentListener()
    defer { close(listener.descriptor) }
    let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(listener.port)"))
    let store = ServiceAccountStore(baseURL: url, language: .english, checkTimeout: 1, signUpTimeout: 60)
    let started = Date()
    let check = store.availability(of: try Nickname(validating: "새싹")).toBlocking(timeout: 30).materialize()
    let waited = Date().timeIntervalSince(started)
    guard case .failed(_, let error) = check, case .unreachable(let reason)? = error as? AccountStoreError else {
      return XCTFail("expected unreachable, got \(check)")
    }
    XCTAssertEqual(reason, "it did not answer in time")
    XCTAssertGreaterThanOrEqual(waited, 0.9)
    XCTAssertLessThan(waited, 20, "the check waited for the sign-up's timeout (60 s), not its own (1 s)")
  }
}

/// A loopback socket could not be bound or made to listen (fails the test).
private struct LoopbackSocketError: Error {
  let errno: Int32
}

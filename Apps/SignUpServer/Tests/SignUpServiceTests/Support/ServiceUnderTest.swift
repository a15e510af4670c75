import Foundation
import SignUp
import Synchronization
import XCTest

@testable import SignUpService

/// The service in the test process on an ephemeral loopback port, over a real store, its log lines kept.
final class ServiceUnderTest: Sendable {
  let server: HTTPServer
  let store: String
  private let lines = Locked<[String]>([])

  /// Starts the service over `store`.
  init(store: TestStore, settings change: (inout ServerSettings) -> Void = { _ in }) throws {
    let opened = try StoreOpening.open(store.location, connections: 4)
    var settings = ServerSettings(host: "127.0.0.1", port: 0)
    settings.threads = 4
    change(&settings)
    let contract = try XCTUnwrap(Contract.document)
    let lines = self.lines
    server = try HTTPServer(
      settings: settings, responder: SignUpRoutes(database: opened.database, contract: contract),
      log: RequestLog { line in lines.withLock { $0.append(line) } })
    self.store = store.description
  }

  deinit { server.shutDown(within: .seconds(5)) }

  /// A client of it.
  var client: LoopbackClient { LoopbackClient(port: server.port) }

  /// The log lines so far.
  var log: [String] { lines.withLock { $0 } }

  /// Waits until the log has at least `count` lines (a request is logged once its answer is sent, which can be
  /// after the client read it), or `timeout` passed; returns the lines.
  func log(atLeast count: Int, within timeout: TimeInterval = 10) -> [String] {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while lines.withLock({ $0.count }) < count, Date() < deadline { usleep(1_000) }
    return log
  }
}

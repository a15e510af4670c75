import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd: an internal pool of threads over epoll, with limits on connections (in
/// all and per address), on silence, on the time to send a whole request (``DeadlineWatch``) and on memory per
/// connection. Each request is answered by a
/// ``RequestResponder`` on a worker thread and logged in one line by a ``RequestLog``.
///
/// ```swift
/// let server = try HTTPServer(settings: settings, responder: routes, log: RequestLog.standardError)
/// print(server.port)
/// server.shutDown(within: .seconds(10))
/// ```
public final class HTTPServer: Sendable {
  /// The port the server listens on.
  public var port: UInt16 { boundPort.load(ordering: .relaxed) }
  private let boundPort = Atomic<UInt16>(0)
  let settings: ServerSettings
  let responder: any RequestResponder
  let log: RequestLog
  private let daemon: Mutex<DaemonHandle?>
  private let inFlight = Mutex(0)
  /// The exchanges whose connections are suspended for a later answer, and whether the server is stopping (then
  /// none may be suspended).
  let suspended = Mutex(SuspendedExchanges())
  /// The request deadline's watch.
  let watch: DeadlineWatch
  /// The headers read for each request: the responder's and `content-length` and `transfer-encoding`.
  let headerNames: [String]

  /// Starts listening and answering.
  /// - Parameters:
  ///   - settings: Address, port and limits.
  ///   - responder: What answers the requests.
  ///   - log: Where each request's line goes.
  /// - Throws: ``HTTPServerError/cannotListen(host:port:)``.
  public init(settings: ServerSettings, responder: any RequestResponder, log: RequestLog) throws(HTTPServerError) {
    self.settings = settings
    self.responder = responder
    self.log = log
    headerNames = Array(Set(responder.headerNames.map { $0.lowercased() } + ["content-length", "transfer-encoding"]))
    daemon = Mutex(nil)
    watch = DeadlineWatch(seconds: settings.requestSeconds)
    let started = settings.host.withCString { host -> OpaquePointer? in
      var daemonSettings = SproutDaemonSettings(
        host: host, port: settings.port, threads: UInt32(clamping: settings.threads),
        connection_limit: UInt32(clamping: settings.connectionLimit),
        per_ip_limit: UInt32(clamping: settings.perAddressLimit),
        timeout_seconds: UInt32(clamping: settings.timeoutSeconds), memory_limit: settings.connectionMemoryLimit,
        backlog: UInt32(clamping: settings.backlog))
      let context = Unmanaged.passUnretained(self).toOpaque()
      return sprout_mhd_start(
        &daemonSettings, accessHandler, context, completedHandler, context, connectionNotice, context)
    }
    guard let started else {
      watch.stop()
      throw .cannotListen(host: settings.host, port: settings.port)
    }
    daemon.withLock { $0 = DaemonHandle(pointer: started) }
    boundPort.store(sprout_mhd_bound_port(started), ordering: .relaxed)
  }

  /// Stops taking connections, waits (up to `limit`) for the requests in flight to be answered, then closes every
  /// connection and stops the threads. Requests still in flight then are cut: their connections are closed without
  /// an answer (a sign-up waiting for its commit is resumed first, as libmicrohttpd cannot stop with a suspended
  /// connection). Calling it again does nothing.
  /// - Parameter limit: How long to wait for requests in flight.
  /// - Returns: How many requests were cut (0 when all finished within `limit`).
  @discardableResult
  public func shutDown(within limit: Duration) -> Int {
    guard let running = daemon.withLock({ $0 }) else { return 0 }
    let listener = MHD_quiesce_daemon(running.pointer)
    if listener >= 0 { close(listener) }
    let deadline = ContinuousClock.now.advanced(by: limit)
    while inFlight.withLock({ $0 }) > 0, ContinuousClock.now < deadline {
      usleep(5_000)
    }
    let stopping = daemon.withLock { current -> DaemonHandle? in
      defer { current = nil }
      return current
    }
    guard let stopping else { return 0 }
    let unfinished = inFlight.withLock { $0 }
    abandonSuspended()
    MHD_stop_daemon(stopping.pointer)
    watch.stop()
    return unfinished
  }

  /// Resumes every connection suspended for a later answer, marked abandoned (its worker closes it), and refuses
  /// further suspensions: libmicrohttpd 0.9.75 panics if stopped with a suspended connection.
  private func abandonSuspended() {
    let waiting = suspended.withLock { state -> [RequestExchange] in
      state.isStopping = true
      defer { state.exchanges = [:] }
      return Array(state.exchanges.values)
    }
    for exchange in waiting {
      exchange.later.withLock { later in
        later.isAbandoned = true
        if let connection = later.takeSuspended() { MHD_resume_connection(connection.pointer) }
      }
    }
  }

  /// Requests begun and not yet answered and sent.
  public var requestsInFlight: Int { inFlight.withLock { $0 } }

  deinit {
    if let running = daemon.withLock({ $0 }) { MHD_stop_daemon(running.pointer) }
    watch.stop()
  }

  func begin() { inFlight.withLock { $0 += 1 } }
  func end() { inFlight.withLock { $0 -= 1 } }
}

/// The exchanges waiting, suspended, for a later answer.
struct SuspendedExchanges {
  var exchanges: [ObjectIdentifier: RequestExchange] = [:]
  var isStopping = false
}

/// A running daemon's handle; libmicrohttpd's calls on it are safe from any thread.
private struct DaemonHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

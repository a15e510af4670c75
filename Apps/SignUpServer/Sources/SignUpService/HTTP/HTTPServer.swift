import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd: an internal pool of threads over epoll, with limits on connections (in
/// all and per address), on silence and on memory per connection. Each request is answered by a
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
    let started = settings.host.withCString { host -> OpaquePointer? in
      var daemonSettings = SproutDaemonSettings(
        host: host, port: settings.port, threads: UInt32(clamping: settings.threads),
        connection_limit: UInt32(clamping: settings.connectionLimit),
        per_ip_limit: UInt32(clamping: settings.perAddressLimit),
        timeout_seconds: UInt32(clamping: settings.timeoutSeconds), memory_limit: settings.connectionMemoryLimit,
        backlog: UInt32(clamping: settings.backlog))
      let context = Unmanaged.passUnretained(self).toOpaque()
      return sprout_mhd_start(&daemonSettings, accessHandler, context, completedHandler, context)
    }
    guard let started else { throw .cannotListen(host: settings.host, port: settings.port) }
    daemon.withLock { $0 = DaemonHandle(pointer: started) }
    boundPort.store(sprout_mhd_bound_port(started), ordering: .relaxed)
  }

  /// Stops taking connections, waits (up to `limit`) for the requests in flight to be answered, then closes every
  /// connection and stops the threads. Calling it again does nothing.
  /// - Parameter limit: How long to wait for requests in flight.
  public func shutDown(within limit: Duration) {
    guard let running = daemon.withLock({ $0 }) else { return }
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
    if let stopping { MHD_stop_daemon(stopping.pointer) }
  }

  /// Requests begun and not yet answered and sent.
  public var requestsInFlight: Int { inFlight.withLock { $0 } }

  deinit {
    if let running = daemon.withLock({ $0 }) { MHD_stop_daemon(running.pointer) }
  }

  func begin() { inFlight.withLock { $0 += 1 } }
  func end() { inFlight.withLock { $0 -= 1 } }
}

/// libmicrohttpd's access handler: called once with the head, once per piece of body, and once at the end.
private let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, uploadData, uploadSize, requestContext in
  guard let context, let connection, let url, let method, let uploadSize, let requestContext else {
    return MHD_Result.NO
  }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  guard let stored = requestContext.pointee else {
    let exchange = RequestExchange(
      request: HTTPRequest(
        method: String(cString: method), path: String(cString: url),
        headers: headers(of: connection, names: server.headerNames)))
    server.begin()
    requestContext.pointee = Unmanaged.passRetained(exchange).toOpaque()
    return server.start(exchange, on: connection)
  }
  let exchange = Unmanaged<RequestExchange>.fromOpaque(stored).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    return server.receive(uploadData, count: uploadSize, for: exchange, on: connection)
  }
  guard !exchange.isAnswered else { return MHD_Result.YES }
  if let pending = exchange.pending {
    return server.queue(pending, for: exchange, on: connection)
  }
  if let make = exchange.later.withLock({ later in
    defer { later.make = nil }; return later.make
  }) {
    return server.queue(make(), for: exchange, on: connection)
  }
  guard let respond = exchange.respond else { return MHD_Result.YES }
  exchange.respond = nil
  switch respond(exchange.request) {
  case .now(let response):
    return server.queue(response, for: exchange, on: connection)
  case .later(let work):
    return server.answerLater(work, for: exchange, on: connection)
  }
}

/// libmicrohttpd's completion notice: the answer was sent, or the connection closed; logs and frees the exchange.
private let completedHandler: MHD_RequestCompletedCallback = { context, _, requestContext, _ in
  guard let context, let requestContext, let stored = requestContext.pointee else { return }
  requestContext.pointee = nil
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  let exchange = Unmanaged<RequestExchange>.fromOpaque(stored).takeRetainedValue()
  let nanoseconds = DispatchTime.now().uptimeNanoseconds &- exchange.started
  server.log.record(
    method: exchange.request.method, route: exchange.route, status: exchange.status,
    milliseconds: Double(nanoseconds) / 1_000_000)
  server.end()
}

/// The headers the responder reads (and those the server itself needs), names in lower case; the others are left
/// in libmicrohttpd's buffers.
private func headers(of connection: OpaquePointer, names: [String]) -> [String: String] {
  var headers: [String: String] = [:]
  for name in names {
    if let value = MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, name) {
      headers[name] = String(cString: value)
    }
  }
  return headers
}

extension HTTPServer {
  /// Plans the request from its head; answers at once, or gets ready to read its body.
  fileprivate func start(_ exchange: RequestExchange, on connection: OpaquePointer) -> MHD_Result {
    switch responder.plan(for: exchange.request) {
    case .answer(let response, let route):
      exchange.route = route
      // Queued before libmicrohttpd has read the request, an answer closes the connection: without a body, it
      // waits for the next call (at once); with one, closing is what an early error answer wants.
      if exchange.request.header("content-length").map({ $0 == "0" }) ?? true,
        exchange.request.header("transfer-encoding") == nil
      {
        exchange.pending = response
        return MHD_Result.YES
      }
      return queue(response, for: exchange, on: connection)
    case .readBody(let route, let respond):
      exchange.route = route
      if let length = exchange.request.header("content-length").flatMap(Int.init), length > settings.bodyLimit {
        return queue(responder.bodyTooLarge(limit: settings.bodyLimit), for: exchange, on: connection)
      }
      exchange.respond = respond
      return MHD_Result.YES
    }
  }

  /// Takes a piece of the body; past the limit, answers 413 (or closes the connection) and reads no more.
  fileprivate func receive(
    _ data: UnsafePointer<CChar>?, count: UnsafeMutablePointer<Int>, for exchange: RequestExchange,
    on connection: OpaquePointer
  ) -> MHD_Result {
    let size = count.pointee
    count.pointee = 0
    if exchange.pending != nil {
      exchange.dropped += size
      return exchange.dropped <= settings.bodyLimit ? MHD_Result.YES : MHD_Result.NO
    }
    if exchange.isAnswered || exchange.respond == nil {
      return MHD_Result.NO
    }
    guard exchange.request.body.count + size <= settings.bodyLimit else {
      exchange.respond = nil
      exchange.request.body = []
      return queue(responder.bodyTooLarge(limit: settings.bodyLimit), for: exchange, on: connection)
    }
    if let data {
      data.withMemoryRebound(to: UInt8.self, capacity: size) {
        exchange.request.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size))
      }
    }
    return MHD_Result.YES
  }

  /// Starts the work of a later answer; if it has not finished when `work` returns, suspends the connection (under
  /// the exchange's lock, so the finishing thread resumes it only once it is suspended).
  fileprivate func answerLater(
    _ work: @Sendable (_ finish: @escaping @Sendable (@escaping @Sendable () -> HTTPResponse) -> Void) -> Void,
    for exchange: RequestExchange, on connection: OpaquePointer
  ) -> MHD_Result {
    let handle = ConnectionHandle(pointer: connection)
    work { make in
      exchange.later.withLock { later in
        later.make = make
        if later.isSuspended { MHD_resume_connection(handle.pointer) }
      }
    }
    let finished = exchange.later.withLock { later -> (@Sendable () -> HTTPResponse)? in
      guard let make = later.make else {
        MHD_suspend_connection(connection)
        later.isSuspended = true
        return nil
      }
      later.make = nil
      return make
    }
    guard let finished else { return MHD_Result.YES }
    return queue(finished(), for: exchange, on: connection)
  }

  /// Queues an answer on the connection.
  fileprivate func queue(_ response: HTTPResponse, for exchange: RequestExchange, on connection: OpaquePointer)
    -> MHD_Result
  {
    let made = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
    }
    guard let made else { return MHD_Result.NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers {
      _ = MHD_add_response_header(made, header.name, header.value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status), made)
    if result == MHD_Result.YES { exchange.status = response.status }
    return result
  }
}

/// A running daemon's handle; libmicrohttpd's calls on it are safe from any thread.
private struct DaemonHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

/// A connection's handle, for the thread that resumes it (libmicrohttpd's resume is safe from any thread).
private struct ConnectionHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

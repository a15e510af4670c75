import CMicroHTTPD
import Dispatch
import Foundation

extension HTTPServer {
  /// Plans the request from its head; answers at once, or gets ready to read its body.
  func start(_ exchange: RequestExchange, on connection: OpaquePointer) -> MHD_Result {
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
  func receive(
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
  /// the exchange's lock, so the finishing thread resumes it only once it is suspended, and exactly once). Once the
  /// server is stopping no connection is suspended: the request is cut (the connection closed).
  func answerLater(
    _ work: @Sendable (_ finish: @escaping @Sendable (@escaping @Sendable () -> HTTPResponse) -> Void) -> Void,
    for exchange: RequestExchange, on connection: OpaquePointer
  ) -> MHD_Result {
    let key = ObjectIdentifier(exchange)
    work { [self] make in
      exchange.later.withLock { later in
        later.make = make
        if let connection = later.takeSuspended() {
          self.suspended.withLock { _ = $0.exchanges.removeValue(forKey: key) }
          MHD_resume_connection(connection.pointer)
        }
      }
    }
    enum Next { case answer(@Sendable () -> HTTPResponse), wait, cut }
    let next = exchange.later.withLock { later -> Next in
      if let make = later.takeMaker() { return .answer(make) }
      let admitted = suspended.withLock { state -> Bool in
        guard !state.isStopping else { return false }
        state.exchanges[key] = exchange
        return true
      }
      guard admitted else { return .cut }
      MHD_suspend_connection(connection)
      later.suspended = ConnectionHandle(pointer: connection)
      return .wait
    }
    switch next {
    case .answer(let make): return queue(make(), for: exchange, on: connection)
    case .wait: return MHD_Result.YES
    case .cut: return MHD_Result.NO
    }
  }

  /// Queues an answer on the connection.
  func queue(_ response: HTTPResponse, for exchange: RequestExchange, on connection: OpaquePointer)
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

/// A connection's handle, for the thread that resumes it (libmicrohttpd's resume is safe from any thread).
struct ConnectionHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

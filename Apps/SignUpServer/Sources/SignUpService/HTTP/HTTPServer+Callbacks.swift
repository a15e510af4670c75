import CMicroHTTPD
import Dispatch
import Foundation

/// libmicrohttpd's access handler: called once with the head, once per piece of body, and once at the end.
let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, uploadData, uploadSize, requestContext in
  guard let context, let connection, let url, let method, let uploadSize, let requestContext else {
    return MHD_Result.NO
  }
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  guard let stored = requestContext.pointee else {
    let exchange = RequestExchange(
      request: HTTPRequest(
        method: String(cString: method), path: path(fromURL: url),
        headers: headers(of: connection, names: server.headerNames)),
      clock: clock(of: connection))
    server.begin()
    requestContext.pointee = Unmanaged.passRetained(exchange).toOpaque()
    return server.start(exchange, on: connection)
  }
  let exchange = Unmanaged<RequestExchange>.fromOpaque(stored).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    return server.receive(uploadData, count: uploadSize, for: exchange, on: connection)
  }
  // The request is read whole (libmicrohttpd calls with no data once the body has ended).
  if let clock = exchange.clock { server.watch.read(clock) }
  guard !exchange.isAnswered else { return MHD_Result.YES }
  if let pending = exchange.pending {
    return server.queue(pending, for: exchange, on: connection)
  }
  let (make, isAbandoned) = exchange.later.withLock { ($0.takeMaker(), $0.isAbandoned) }
  if let make { return server.queue(make(), for: exchange, on: connection) }
  if isAbandoned { return MHD_Result.NO }
  guard let respond = exchange.respond else { return MHD_Result.YES }
  exchange.respond = nil
  switch respond(exchange.request) {
  case .now(let response):
    return server.queue(response, for: exchange, on: connection)
  case .later(let work):
    return server.answerLater(work, for: exchange, on: connection)
  }
}

/// libmicrohttpd's completion notice: the answer was sent, or the connection closed; logs and frees the exchange,
/// and starts the connection's next request's deadline.
let completedHandler: MHD_RequestCompletedCallback = { context, _, requestContext, _ in
  guard let context, let requestContext, let stored = requestContext.pointee else { return }
  requestContext.pointee = nil
  let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
  let exchange = Unmanaged<RequestExchange>.fromOpaque(stored).takeRetainedValue()
  // The next request on this connection is due within the limit from now.
  if let clock = exchange.clock { server.watch.restart(clock) }
  let nanoseconds = DispatchTime.now().uptimeNanoseconds &- exchange.started
  server.log.record(
    method: exchange.request.method, route: exchange.route, status: exchange.status,
    milliseconds: Double(nanoseconds) / 1_000_000)
  server.end()
}

/// The URL as a Swift string, strictly: UTF-8 as it is; bytes that are not UTF-8 are not replaced with U+FFFD but
/// percent-encoded (every byte over 0x7F), so a raw `\xFF` reads as `%FF` would and its route refuses it the same
/// way (`String(cString:)` would have made it a valid U+FFFD and answered 200).
func path(fromURL url: UnsafePointer<CChar>) -> String {
  if let text = String(validatingCString: url) { return text }
  var escaped = ""
  var bytes = url
  while bytes.pointee != 0 {
    let byte = UInt8(bitPattern: bytes.pointee)
    if byte < 0x80 {
      escaped.unicodeScalars.append(Unicode.Scalar(byte))
    } else {
      escaped += "%" + String(byte, radix: 16, uppercase: true)
    }
    bytes += 1
  }
  return escaped
}

/// The headers the responder reads (and those the server itself needs), names in lower case; the others are left
/// in libmicrohttpd's buffers. A header sent more than once has its values joined with ", " (RFC 9110's way to
/// combine field lines), so a responder sees that it came twice.
private func headers(of connection: OpaquePointer, names: [String]) -> [String: String] {
  let collected = CollectedHeaders(names: Set(names))
  _ = MHD_get_connection_values(
    connection, MHD_ValueKind.HEADER_KIND,
    { context, _, key, value in
      guard let context, let key else { return MHD_Result.YES }
      let collected = Unmanaged<CollectedHeaders>.fromOpaque(context).takeUnretainedValue()
      let name = String(cString: key).lowercased()
      guard collected.names.contains(name) else { return MHD_Result.YES }
      let text = value.map { String(cString: $0) } ?? ""
      collected.values[name] = collected.values[name].map { $0 + ", " + text } ?? text
      return MHD_Result.YES
    }, Unmanaged.passUnretained(collected).toOpaque())
  return collected.values
}

/// The headers gathered by ``headers(of:names:)``'s iteration (on the one thread that asked).
private final class CollectedHeaders {
  let names: Set<String>
  var values: [String: String] = [:]

  init(names: Set<String>) { self.names = names }
}

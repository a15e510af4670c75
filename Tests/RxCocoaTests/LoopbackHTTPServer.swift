import Foundation
import RxCocoa

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (an ephemeral port) for the `URLSession.rx` tests.
///
/// One background thread serves at most `maxConnections` connections, one at a time: it reads the request, answers
/// from `routes` (404 for an unknown path) and closes the connection. A holding route answers nothing: the server
/// signals `heldRequestArrived` and waits (at most 5 s) for the client to close, then signals
/// `heldConnectionClosed`. `stop()` ends the thread.
final class LoopbackHTTPServer: Sendable {
  /// What the server does for one path.
  struct Route: Sendable {
    let status: Int
    let body: Data
    let holds: Bool

    static func answer(_ status: Int, _ body: String) -> Route {
      Route(status: status, body: Data(body.utf8), holds: false)
    }

    static let hold = Route(status: 0, body: Data(), holds: true)
  }

  struct SocketError: Error {
    let call: String
    let code: Int32
  }

  let port: UInt16
  /// Signalled when a request reaches a holding route.
  let heldRequestArrived = DispatchSemaphore(value: 0)
  /// Signalled when the client closes a held connection.
  let heldConnectionClosed = DispatchSemaphore(value: 0)

  private let listener: Int32
  private let routes: [String: Route]
  private let finished = DispatchSemaphore(value: 0)
  private let paths = LockedValue<[String]>([])

  /// The paths requested so far, in order.
  var requestedPaths: [String] { paths.withLock { $0 } }

  init(routes: [String: Route], maxConnections: Int = 16) throws {
    self.routes = routes
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 8) == 0 else {
      let code = errno
      close(fd)
      throw SocketError(call: "bind/listen", code: code)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in
      serve(maxConnections: maxConnections)
    }
    thread.start()
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
  }

  /// Stops accepting, waits (at most 5 s) for the serving thread to end and closes the socket.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    _ = finished.wait(timeout: .now() + 5)
    close(listener)
  }

  private func serve(maxConnections: Int) {
    defer { finished.signal() }
    for _ in 0..<maxConnections {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      answer(client)
      close(client)
    }
  }

  private func answer(_ client: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let path = readRequestPath(client) else { return }
    paths.withLock { $0.append(path) }
    let route = routes[path] ?? .answer(404, "no route")
    if route.holds {
      heldRequestArrived.signal()
      var byte: UInt8 = 0
      if recv(client, &byte, 1, 0) == 0 { heldConnectionClosed.signal() }
      return
    }
    var head = "HTTP/1.1 \(route.status) Status\r\n"
    head += "Content-Type: application/json\r\nContent-Length: \(route.body.count)\r\nConnection: close\r\n\r\n"
    let bytes = [UInt8](Data(head.utf8) + route.body)
    var sent = 0
    while sent < bytes.count {
      let result = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard result > 0 else { return }
      sent += result
    }
  }

  /// Reads up to the end of the request head and returns the path of its request line.
  private func readRequestPath(_ client: Int32) -> String? {
    var received = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 4096)
    let end = Array("\r\n\r\n".utf8)
    while received.count < 65536 {
      let count = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      received += chunk[0..<count]
      if received.count >= 4, received.indices.dropLast(3).contains(where: { Array(received[$0..<$0 + 4]) == end }) {
        break
      }
    }
    let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let parts = requestLine.split(separator: " ")
    return parts.count >= 2 ? String(parts[1]) : nil
  }
}

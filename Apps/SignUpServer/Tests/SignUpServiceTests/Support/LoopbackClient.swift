import Foundation

/// A raw HTTP/1.1 client over a loopback TCP socket, for tests that need control over every byte (slow headers,
/// huge bodies, idle connections). Each request closes its connection (`Connection: close`) and the answer is read
/// to the end.
struct LoopbackClient {
  /// The server's port on 127.0.0.1.
  let port: UInt16

  /// An answer: status, headers (names in lower case) and body.
  struct Answer {
    let status: Int
    let headers: [String: String]
    let body: Data

    /// The body as a JSON object.
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
  }

  /// Sends a request and reads its answer; `nil` if the connection closed without one.
  func send(
    _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil,
    timeout: TimeInterval = 10
  ) -> Answer? {
    guard let socket = LoopbackSocket(port: port, timeout: timeout) else { return nil }
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if let body { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    var bytes = Data(head.utf8)
    if let body { bytes.append(body) }
    _ = socket.write(bytes)
    return Self.parse(socket.readToEnd())
  }

  /// A JSON POST to `/v1/users`.
  func signUp(_ fields: [String: Any], headers: [String: String] = [:]) -> Answer? {
    let body = (try? JSONSerialization.data(withJSONObject: fields)) ?? Data()
    return send(
      "POST", "/v1/users", headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a }, body: body)
  }

  /// Reads an answer from raw bytes: status line, headers, then the body (as long as `Content-Length` says).
  static func parse(_ data: Data) -> Answer? {
    guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let head = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Data(data[end.upperBound...])
    if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
    return Answer(status: status, headers: headers, body: body)
  }
}

/// A blocking TCP socket to 127.0.0.1 with send and receive timeouts, optionally bound to another loopback
/// source address (127.0.0.2, …) so a test's crowd of connections does not count against the checking client's
/// per-address limit.
final class LoopbackSocket {
  let descriptor: Int32

  init?(port: UInt16, timeout: TimeInterval = 10, source: String? = nil) {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    if let source {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      inet_pton(AF_INET, source, &local.sin_addr)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else {
        close(descriptor)
        return nil
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
  }

  deinit { close(descriptor) }

  /// Writes all the bytes; `false` if the connection failed.
  @discardableResult
  func write(_ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.send(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  /// Reads until the peer closes, an error, or the timeout.
  func readToEnd() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  /// Whether the peer has closed the connection (or reset it) by now, without waiting.
  var isClosed: Bool {
    var byte: UInt8 = 0
    let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
    return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }

  /// Whether the peer closed the connection (a read returns 0 or fails) within the socket's timeout.
  func waitForClose() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count == 0 { return true }
      if count < 0 { return errno != EAGAIN && errno != EWOULDBLOCK }
    }
  }
}

import Foundation

/// Many requests in flight at once: every connection is opened and its whole request written before any answer is
/// read, so the server has them all at the same time.
enum Burst {
  /// Sends each request on its own connection, then reads every answer (`nil` for a closed connection).
  static func send(port: UInt16, requests: [Data]) -> [LoopbackClient.Answer?] {
    let sockets = requests.map { _ in LoopbackSocket(port: port, timeout: 30) }
    for (socket, request) in zip(sockets, requests) { socket?.write(request) }
    return sockets.map { socket in socket.flatMap { LoopbackClient.parse($0.readToEnd()) } }
  }

  /// A `POST /v1/users` request's bytes.
  static func signUp(_ fields: [String: Any], headers: [String: String] = [:]) -> Data {
    let body = (try? JSONSerialization.data(withJSONObject: fields)) ?? Data()
    var head = "POST /v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\n\r\n"
    return Data(head.utf8) + body
  }
}

import Foundation

/// The bytes waiting in both ends of a loopback TCP connection, from Linux's `/proc/net/tcp`: what the sender's
/// kernel has not had acknowledged, and what the receiving process has not read yet.
struct TCPQueues: Equatable {
  /// Bytes written and not yet acknowledged (`tx_queue` of the sending end).
  let unacknowledged: Int
  /// Bytes received and not yet read by the receiving process (`rx_queue` of the receiving end).
  let unread: Int

  /// The queues of the connection from `clientPort` to `serverPort` on this machine, or `nil` when either end is
  /// not in the table.
  static func read(clientPort: UInt16, serverPort: UInt16) -> TCPQueues? {
    guard let table = table() else { return nil }
    return parse(table, clientPort: clientPort, serverPort: serverPort)
  }

  /// The whole text of `/proc/net/tcp`. Read to the end of the file: `String(contentsOfFile:)` stops after the first
  /// 4 KiB of a file whose size the kernel gives as 0.
  static func table() -> String? {
    guard let file = FileHandle(forReadingAtPath: "/proc/net/tcp"), let data = try? file.readToEnd() else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Reads both ends' rows of `table` (the text of `/proc/net/tcp`).
  static func parse(_ table: String, clientPort: UInt16, serverPort: UInt16) -> TCPQueues? {
    var client: (transmit: Int, receive: Int)?
    var server: (transmit: Int, receive: Int)?
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 4, let local = port(fields[1]), let remote = port(fields[2]) else { continue }
      let queues = fields[4].split(separator: ":").compactMap { Int($0, radix: 16) }
      guard queues.count == 2 else { continue }
      if local == clientPort, remote == serverPort { client = (queues[0], queues[1]) }
      if local == serverPort, remote == clientPort { server = (queues[0], queues[1]) }
    }
    guard let client, let server else { return nil }
    return TCPQueues(unacknowledged: client.transmit, unread: server.receive)
  }

  /// The port of an address such as `0100007F:1F90`.
  private static func port(_ address: Substring) -> UInt16? {
    address.split(separator: ":").last.flatMap { UInt16($0, radix: 16) }
  }
}

extension LoopbackSocket {
  /// This end's port.
  var localPort: UInt16? {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let status = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return status == 0 ? UInt16(bigEndian: address.sin_port) : nil
  }

  /// Waits until the server's process has read every byte written so far on this connection (the server's kernel
  /// acknowledged them all, and none waits unread), or `timeout` passed.
  /// - Returns: Whether it has.
  func waitUntilTheServerHasRead(serverPort: UInt16, within timeout: TimeInterval = 10) -> Bool {
    guard let clientPort = localPort else { return false }
    let deadline = Date(timeIntervalSinceNow: timeout)
    while Date() < deadline {
      if TCPQueues.read(clientPort: clientPort, serverPort: serverPort) == TCPQueues(unacknowledged: 0, unread: 0) {
        return true
      }
      usleep(1_000)
    }
    return false
  }
}

import XCTest

/// `TCPQueues` reads the two ends of one connection out of `/proc/net/tcp`.
final class TCPQueuesTests: XCTestCase {
  private let table = """
      sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
       0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 101 1 0 100 0 0
       1: 0100007F:1F90 0100007F:A9C4 01 00000000:0000002A 00:00000000 00000000     0        0 102 1 0 20 4 30
       2: 0100007F:A9C4 0100007F:1F90 01 00000010:00000000 00:00000000 00000000     0        0 103 1 0 20 4 30
       3: 0100007F:1F90 0100007F:A9C5 01 00000000:00000007 00:00000000 00000000     0        0 104 1 0 20 4 30
    """

  func testBothEndsOfTheConnectionAreRead() {
    XCTAssertEqual(
      TCPQueues.parse(table, clientPort: 0xA9C4, serverPort: 0x1F90), TCPQueues(unacknowledged: 16, unread: 42))
  }

  func testAConnectionWithAnEndMissingIsNotReported() {
    XCTAssertNil(TCPQueues.parse(table, clientPort: 0xA9C5, serverPort: 0x1F90))
    XCTAssertNil(TCPQueues.parse(table, clientPort: 0xA9C4, serverPort: 80))
  }

  func testTheWholeTableIsReadPastItsFirstPage() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 128) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    XCTAssertTrue(bound)
    // Each connection waiting in the backlog is two rows of 150 bytes: 60 of them are far more than a 4 KiB page.
    let clients = (0..<60).compactMap { _ in LoopbackSocket(port: UInt16(bigEndian: address.sin_port), timeout: 5) }
    XCTAssertEqual(clients.count, 60)
    let rows = try XCTUnwrap(TCPQueues.table()).split(separator: "\n").count - 1
    XCTAssertGreaterThanOrEqual(rows, 121, "the listener and both ends of every connection")
    let last = try XCTUnwrap(clients.last?.localPort)
    XCTAssertNotNil(TCPQueues.read(clientPort: last, serverPort: UInt16(bigEndian: address.sin_port)))
  }
}

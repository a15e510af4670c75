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
}

import Dispatch
import Synchronization

/// A fixed set of database connections, each lent to one thread at a time.
///
/// ```swift
/// let pool = ConnectionPool(connections)
/// try pool.withConnection { connection in try connection.execute("SELECT 1") }
/// ```
final class ConnectionPool<Connection: AnyObject & Sendable>: Sendable {
  private let idle: Mutex<[Connection]>
  private let available: DispatchSemaphore

  /// A pool of these connections.
  init(_ connections: [Connection]) {
    idle = Mutex(connections)
    available = DispatchSemaphore(value: connections.count)
  }

  /// Lends a connection to `body`, waiting for one to be free.
  func withConnection<T, E: Error>(_ body: (Connection) throws(E) -> T) throws(E) -> T {
    available.wait()
    let connection = idle.withLock { $0.removeLast() }
    defer {
      idle.withLock { $0.append(connection) }
      available.signal()
    }
    return try body(connection)
  }
}

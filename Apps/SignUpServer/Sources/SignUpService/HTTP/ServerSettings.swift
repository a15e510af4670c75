/// Where the server listens and the limits it holds every connection to.
///
/// ```swift
/// var settings = ServerSettings(host: "127.0.0.1", port: 0)
/// settings.threads = 2
/// ```
public struct ServerSettings: Sendable {
  /// Numeric address to listen on.
  public var host: String
  /// Port to listen on; 0 picks a free one.
  public var port: UInt16
  /// Worker threads (libmicrohttpd's internal pool, each with its own epoll set).
  public var threads: Int = 4
  /// Connections at once, in all.
  public var connectionLimit: Int = 4_096
  /// Connections at once from one address.
  public var perAddressLimit: Int = 512
  /// Seconds a connection may stay silent before it is closed.
  public var timeoutSeconds: Int = 10
  /// Seconds a connection has to send a whole request (head and body), from its opening or from the end of its
  /// previous answer; then it is closed, however steadily it was sending. 0: no such deadline.
  public var requestSeconds: Int = 30
  /// Bytes per connection for the request line, headers and buffers; longer headers get 431.
  public var connectionMemoryLimit: Int = 32 * 1024
  /// The largest body read, in bytes; a longer one gets 413.
  public var bodyLimit: Int = 16 * 1024
  /// Pending connections the kernel may queue.
  public var backlog: Int = 1_024

  /// Settings with the default limits.
  /// - Parameters:
  ///   - host: Numeric address to listen on.
  ///   - port: Port, or 0.
  public init(host: String, port: UInt16) {
    self.host = host
    self.port = port
  }
}

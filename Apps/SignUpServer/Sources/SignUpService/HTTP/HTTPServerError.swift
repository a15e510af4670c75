/// Why the HTTP server did not start.
public enum HTTPServerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libmicrohttpd refused to start: the address is not numeric, the port is taken, or a limit is out of range.
  case cannotListen(host: String, port: UInt16)

  /// An English sentence for the log.
  public var description: String {
    switch self {
    case .cannotListen(let host, let port):
      return "cannot listen on \(host) port \(port) (not a numeric address, or the port is in use)"
    }
  }
}

/// What the command line asks for: help, the version, or a server.
///
/// ```swift
/// try ServerCommand(arguments: ["--port", "8080", "--database", "sqlite:accounts.sqlite"])
/// ```
public enum ServerCommand: Hashable, Sendable {
  /// Print the usage.
  case help
  /// Print the version.
  case version
  /// Serve.
  case serve(ServerOptions)

  /// The usage text.
  public static let usage = """
    Usage: signup-server --database sqlite:FILE|postgres://USER@HOST:PORT/DB [--port PORT] [--host ADDRESS]
                         [--threads N] [--drain-seconds N]
           signup-server --help | --version

    The sign-up service over HTTP: GET /v1/nicknames/{nickname}, POST /v1/users, GET /healthz, GET /openapi.yaml.

      --database LOCATION  sqlite:FILE (made if missing) or a PostgreSQL URI
      --port PORT          TCP port (default 8080; 0 picks a free one, printed on standard error)
      --host ADDRESS       numeric address to listen on (default 127.0.0.1)
      --threads N          worker threads, each with its own epoll set and database connection (default 4)
      --drain-seconds N    after SIGTERM or SIGINT, how long requests in flight may take to finish (default 10)

    SIGTERM or SIGINT stops taking connections and finishes the requests in flight; those still unfinished after
    the drain time are cut (their connections closed) and the log says how many.
    Exit status: 0 stopped cleanly (or --help, --version); 1 could not start (store, address); 2 bad arguments;
    3 stopped after the drain time, cutting requests in flight.
    """

  /// The version text.
  public static let versionText = "signup-server 0.1.0"

  /// Reads the arguments (without the program's name).
  /// - Parameter arguments: The arguments.
  /// - Throws: ``ServerArgumentError``.
  public init(arguments: [String]) throws(ServerArgumentError) {
    var options = ServerOptions()
    var database: DatabaseLocation?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": self = .help; return
      case "--version": self = .version; return
      case "--port", "--host", "--database", "--threads", "--drain-seconds":
        guard let value = remaining.popFirst() else { throw .missingValue(option: argument) }
        switch argument {
        case "--port":
          guard let port = UInt16(value) else { throw .badPort(value) }
          options.port = port
        case "--host": options.host = value
        case "--threads":
          guard let threads = Int(value), (1...64).contains(threads) else { throw .badThreads(value) }
          options.threads = threads
        case "--drain-seconds":
          guard let seconds = Int(value), (0...3_600).contains(seconds) else { throw .badDrainSeconds(value) }
          options.drainSeconds = seconds
        default: database = try DatabaseLocation(argument: value)
        }
      default: throw .unknownOption(argument)
      }
    }
    guard let database else { throw .missingDatabase }
    options.database = database
    self = .serve(options)
  }
}

/// The server's options from the command line.
public struct ServerOptions: Hashable, Sendable {
  /// The address to listen on.
  public var host = "127.0.0.1"
  /// The port.
  public var port: UInt16 = 8080
  /// Worker threads.
  public var threads = 4
  /// Seconds the requests in flight have to finish after SIGTERM or SIGINT.
  public var drainSeconds = 10
  /// The store.
  public var database = DatabaseLocation.sqlite(path: "accounts.sqlite")

  /// The defaults.
  public init() {}
}

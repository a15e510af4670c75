import Foundation
import SignUp

/// The `signup-server` program: reads the command line, opens the store, serves until SIGTERM or SIGINT, then
/// stops taking connections and finishes the requests in flight: exits 0 when they all finished within the drain
/// time (`--drain-seconds`, 10 s by default), 3 when it had to cut some (their connections closed).
///
/// ```swift
/// exit(ServerProgram.run(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
public enum ServerProgram {
  /// Runs the program.
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The exit status: 0, 1 (could not start), 2 (bad arguments) or 3 (stopped after the drain time,
  ///   cutting requests in flight).
  public static func run(arguments: [String]) -> Int32 {
    let options: ServerOptions
    do throws(ServerArgumentError) {
      switch try ServerCommand(arguments: arguments) {
      case .help:
        print(ServerCommand.usage)
        return 0
      case .version:
        print(ServerCommand.versionText)
        return 0
      case .serve(let parsed): options = parsed
      }
    } catch {
      say("signup-server: \(error)\nTry 'signup-server --help'.")
      return 2
    }
    // Blocked before any thread starts, so every thread inherits the mask and only `sigwait` below takes them.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGTERM)
    sigaddset(&stopSignals, SIGINT)
    pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
    signal(SIGPIPE, SIG_IGN)

    let opened: (database: any ServiceDatabase, refreshed: Int)
    do throws(AccountStoreError) {
      opened = try StoreOpening.open(options.database, connections: options.threads)
    } catch {
      say("signup-server: \(error.message(in: .english))")
      return 1
    }
    guard let contract = Contract.document else {
      say("signup-server: the OpenAPI document is missing from the build")
      return 1
    }
    var settings = ServerSettings(host: options.host, port: options.port)
    settings.threads = options.threads
    let server: HTTPServer
    do throws(HTTPServerError) {
      server = try HTTPServer(
        settings: settings, responder: SignUpRoutes(database: opened.database, contract: contract),
        log: .standardError)
    } catch {
      say("signup-server: \(error)")
      return 1
    }
    say(
      "signup-server: listening on http://\(options.host):\(server.port) (ICU \(ConfusableSkeleton.icuVersion), "
        + "\(opened.refreshed) skeletons recomputed)")
    var received: Int32 = 0
    sigwait(&stopSignals, &received)
    say(
      "signup-server: stopping (signal \(received)), finishing requests in flight "
        + "(up to \(options.drainSeconds) s)")
    let cut = server.shutDown(within: .seconds(options.drainSeconds))
    if cut > 0 {
      say(
        "signup-server: drain time (\(options.drainSeconds) s) over, closed \(cut) "
          + (cut == 1 ? "connection with a request unfinished" : "connections with requests unfinished"))
    }
    say("signup-server: stopped")
    return cut > 0 ? 3 : 0
  }

  /// Writes a line on standard error.
  static func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

import Foundation
import XCTest

@testable import SignUpService

/// The command line, the exit statuses, and SIGTERM finishing the requests in flight.
final class ProgramTests: XCTestCase {
  func testArgumentsAreReadOrRefusedWithTypedErrors() throws {
    XCTAssertEqual(try ServerCommand(arguments: ["--help"]), .help)
    XCTAssertEqual(try ServerCommand(arguments: ["--version"]), .version)
    guard case .serve(let options) = try ServerCommand(arguments: ["--database", "sqlite:a.sqlite", "--port", "9"])
    else {
      return XCTFail("not a server")
    }
    XCTAssertEqual(options.port, 9)
    XCTAssertEqual(options.host, "127.0.0.1")
    XCTAssertEqual(options.database, .sqlite(path: "a.sqlite"))
    XCTAssertEqual(options.drainSeconds, 10)
    guard case .serve(let drain) = try ServerCommand(arguments: ["--database", "sqlite:a", "--drain-seconds", "0"])
    else {
      return XCTFail("not a server")
    }
    XCTAssertEqual(drain.drainSeconds, 0)
    let cases: [([String], ServerArgumentError)] = [
      (["--database", "sqlite:a", "--bogus"], .unknownOption("--bogus")),
      (["--database"], .missingValue(option: "--database")),
      (["--database", "sqlite:a", "--port", "65536"], .badPort("65536")),
      (["--database", "mysql://x"], .badDatabase("mysql://x")),
      (["--database", "sqlite:a", "--threads", "0"], .badThreads("0")),
      (["--database", "sqlite:a", "--drain-seconds", "-1"], .badDrainSeconds("-1")),
      (["--port", "1"], .missingDatabase),
    ]
    for (arguments, expected) in cases {
      XCTAssertThrowsError(try ServerCommand(arguments: arguments)) {
        XCTAssertEqual($0 as? ServerArgumentError, expected)
      }
    }
  }

  func testExitStatuses() throws {
    let help = try ServerProcess.run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.hasPrefix("Usage: signup-server"))
    XCTAssertEqual(try ServerProcess.run(["--version"]).output, ServerCommand.versionText + "\n")
    let bad = try ServerProcess.run(["--port", "x", "--database", "sqlite:a"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(bad.errors.contains("--port must be a number"))
    XCTAssertEqual(try ServerProcess.run(["--database", "postgres://nobody@127.0.0.1:1/none"]).status, 1)
  }

  func testSIGTERMFinishesTheRequestInFlightAndExitsZero() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let server = try ServerProcess(database: store.argument)
    let request = Burst.signUp(Unique.signUp())
    let socket = try XCTUnwrap(LoopbackSocket(port: server.port, timeout: 10))
    socket.write(request.prefix(request.count - 10))
    // Only a request the server has begun is in flight: the server has read its headers before SIGTERM.
    XCTAssertTrue(socket.waitUntilTheServerHasRead(serverPort: server.port), "the server did not read the request")
    kill(server.process.processIdentifier, SIGTERM)
    let deadline = Date(timeIntervalSinceNow: 10)
    while LoopbackSocket(port: server.port, timeout: 1) != nil, Date() < deadline { usleep(20_000) }
    XCTAssertNil(LoopbackSocket(port: server.port, timeout: 1), "still taking connections 10 s after SIGTERM")
    socket.write(request.suffix(10))
    XCTAssertEqual(LoopbackClient.parse(socket.readToEnd())?.status, 201)
    XCTAssertEqual(server.stop(), 0)
    XCTAssertTrue(server.errorLines.contains { $0.hasPrefix("POST /v1/users 201 ") })
  }

  func testSIGINTStopsTheServerWithStatusZero() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let server = try ServerProcess(database: store.argument)
    XCTAssertEqual(server.client.send("GET", "/healthz")?.status, 200)
    XCTAssertEqual(server.stop(signal: SIGINT), 0)
    XCTAssertTrue(server.errorLines.contains { $0.hasPrefix("signup-server: stopped") }, "\(server.errorLines)")
  }

  func testSIGTERMStopsWithinTheDrainTimeAndCountsTheRequestsCut() throws {
    guard let store = TestStore.all().first else { throw XCTSkip("no store") }
    let server = try ServerProcess(database: store.argument, extra: ["--drain-seconds", "1"])
    let request = Burst.signUp(Unique.signUp())
    let socket = try XCTUnwrap(LoopbackSocket(port: server.port, timeout: 30))
    socket.write(request.prefix(request.count - 10))
    XCTAssertTrue(socket.waitUntilTheServerHasRead(serverPort: server.port), "the server did not read the request")
    let signalled = Date()
    kill(server.process.processIdentifier, SIGTERM)
    // The body's rest never comes (a client dripping it keeps the connection from ever being silent for the
    // connection timeout, 10 s); the drain's 1 s ends it, well before that timeout could.
    let status = server.stop()
    XCTAssertLessThan(Date().timeIntervalSince(signalled), 8)
    XCTAssertEqual(status, 3)
    XCTAssertTrue(socket.waitForClose(), "the connection was left open")
    let lines = server.errorLines
    XCTAssertTrue(
      lines.contains("signup-server: drain time (1 s) over, closed 1 connection with a request unfinished"), "\(lines)")
    XCTAssertTrue(lines.contains { $0.hasPrefix("POST /v1/users closed ") }, "\(lines)")
    XCTAssertTrue(lines.contains { $0.hasPrefix("signup-server: stopped") }, "\(lines)")
  }
}

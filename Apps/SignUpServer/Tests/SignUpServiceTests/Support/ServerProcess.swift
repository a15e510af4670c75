import Foundation
import Synchronization
import XCTest

/// `signup-server` as a child process on an ephemeral port (read from its start-up line), its standard error
/// drained on a thread so its log never blocks it.
final class ServerProcess: @unchecked Sendable {
  let process = Process()
  private(set) var port: UInt16 = 0
  private let errors = Locked<[String]>([])
  private let drained = DispatchSemaphore(value: 0)

  /// The built program beside the test bundle.
  static var executable: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("signup-server")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/signup-server")
  }

  /// Runs the program with these arguments (and no port reading); for exit-status tests.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
  }

  /// Starts `signup-server --port 0 --database …` and waits for it to listen.
  init(database: String, extra: [String] = []) throws {
    process.executableURL = Self.executable
    process.arguments = ["--port", "0", "--database", database] + extra
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let listening = DispatchSemaphore(value: 0)
    let reader = pipe.fileHandleForReading
    let errors = self.errors
    let drained = self.drained
    Thread.detachNewThread {
      var pending = Data()
      var announced = false
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
          pending.removeSubrange(pending.startIndex...newline)
          errors.withLock { $0.append(line) }
          if !announced, line.contains("listening on") {
            announced = true
            listening.signal()
          }
        }
      }
      if !announced { listening.signal() }
      drained.signal()
    }
    _ = listening.wait(timeout: .now() + 30)
    let line = errors.withLock { $0.first { $0.contains("listening on") } }
    let address = line?.split(separator: " ").first { $0.hasPrefix("http://") }
    guard let portText = address?.split(separator: ":").last, let port = UInt16(portText)
    else {
      process.terminate()
      throw XCTSkip("signup-server did not start: \(errors.withLock { $0 })")
    }
    self.port = port
  }

  /// A client of it.
  var client: LoopbackClient { LoopbackClient(port: port) }

  /// Its standard error lines so far.
  var errorLines: [String] { errors.withLock { $0 } }

  /// Sends a signal and waits for the exit; returns the exit status (or the signal's number).
  @discardableResult
  func stop(signal: Int32 = SIGTERM) -> Int32 {
    if process.isRunning { kill(process.processIdentifier, signal) }
    process.waitUntilExit()
    _ = drained.wait(timeout: .now() + 5)
    return process.terminationStatus
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}

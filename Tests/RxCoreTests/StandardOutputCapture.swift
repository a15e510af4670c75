import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Captures what a test prints, for the `debug` operators.
enum StandardOutputCapture {
  /// Runs `body` with standard output redirected into a pipe and returns the lines it printed.
  static func lines(printedBy body: () -> Void) throws -> [String] {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw XCTSkip("pipe() failed") }
    fflush(nil)
    let savedOutput = dup(STDOUT_FILENO)
    dup2(ends[1], STDOUT_FILENO)
    close(ends[1])
    body()
    fflush(nil)
    dup2(savedOutput, STDOUT_FILENO)
    close(savedOutput)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(ends[0], &chunk, chunk.count)
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    close(ends[0])
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The lines `body` printed, each without the timestamp `debug` starts it with (everything up to `": "`).
  static func linesWithoutTimestamps(printedBy body: () -> Void) throws -> [String] {
    try lines(printedBy: body).map { line in
      guard let separator = line.range(of: ": ") else { return line }
      return String(line[separator.upperBound...])
    }
  }
}

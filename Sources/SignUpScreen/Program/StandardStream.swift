#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed write to standard output or standard error.
struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `errno` of the failed `write(2)` (`EPIPE`, `ENOSPC`, `EBADF`, …).
  var code: Int32

  /// The system's text for the error, for example `Broken pipe`.
  var description: String { String(cString: strerror(code)) }
}

/// Standard output or standard error (or another open descriptor), written with `write(2)`: unbuffered, so text
/// that was written without an error has reached the file or pipe, and nothing is lost at `exit`.
enum StandardStream: Hashable, Sendable {
  /// Standard output: results (the JSON, script screens, `--help`).
  case output
  /// Standard error: notes and errors.
  case error
  /// Any open descriptor (for tests).
  case descriptor(Int32)

  private var number: Int32 {
    switch self {
    case .output: return 1
    case .error: return 2
    case .descriptor(let number): return number
    }
  }

  /// Writes all of `text`, retrying after interruptions and partial writes.
  /// - Throws: `OutputError` when the stream is closed, full, or a pipe without a reader (SIGPIPE must be
  ///   ignored for that to be an error rather than the end of the process; `signup` ignores it).
  func write(_ text: String) throws(OutputError) {
    var bytes = Array(text.utf8)
    let descriptor = number
    let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = writeBytes(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
    if let failure { throw OutputError(code: failure) }
  }

  /// Writes a note, ignoring failure: for standard error, where there is nowhere left to report a failure.
  func writeNote(_ text: String) {
    do {
      try write(text)
    } catch {
      return
    }
  }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

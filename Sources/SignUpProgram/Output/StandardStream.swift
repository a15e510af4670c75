import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error (or another open descriptor), written with `write(2)` (TerminalUI's
/// `DescriptorWrite`, the loop the terminal uses too): unbuffered, so text that was written without an error has
/// reached the file or pipe, and nothing is lost at `exit`.
///
/// ```swift
/// let closed = StandardDescriptors.secure()
/// let output = StandardStream.output(unlessClosed: closed)
/// try output.write(json + "\n")
/// ```
public enum StandardStream: Hashable, Sendable {
  /// Standard output: results (the JSON, script screens, `--help`).
  case output
  /// Standard error: notes and errors.
  case error
  /// Any open descriptor (for tests).
  case descriptor(Int32)
  /// A standard descriptor that was closed when the program started (``StandardDescriptors/secure()`` put
  /// `/dev/null` there): every write fails with `EBADF`, so nothing is reported as written that was not.
  case closed

  /// Standard output, or ``closed`` when it was closed at start.
  /// - Parameter closed: What ``StandardDescriptors/secure()`` found.
  public static func output(unlessClosed closed: StandardDescriptors.Closed) -> StandardStream {
    closed.contains(.output) ? .closed : .output
  }

  /// Standard error, or ``closed`` when it was closed at start.
  /// - Parameter closed: What ``StandardDescriptors/secure()`` found.
  public static func error(unlessClosed closed: StandardDescriptors.Closed) -> StandardStream {
    closed.contains(.error) ? .closed : .error
  }

  private var number: Int32? {
    switch self {
    case .output: return 1
    case .error: return 2
    case .descriptor(let number): return number
    case .closed: return nil
    }
  }

  /// Writes all of `text`, retrying after interruptions and partial writes.
  /// - Throws: `OutputError` when the stream is closed, full, or a pipe without a reader (SIGPIPE must be
  ///   ignored for that to be an error rather than the end of the process; both programs ignore it).
  public func write(_ text: String) throws(OutputError) {
    guard let descriptor = number else { throw OutputError(code: EBADF) }
    if let failure = DescriptorWrite.writeAll(text, to: descriptor) { throw OutputError(code: failure) }
  }

  /// Writes a note, ignoring failure: for standard error, where there is nowhere left to report a failure.
  public func writeNote(_ text: String) {
    do {
      try write(text)
    } catch {
      return
    }
  }
}

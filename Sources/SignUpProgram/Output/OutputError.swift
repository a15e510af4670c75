#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed write to standard output or standard error.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `errno` of the failed `write(2)` (`EPIPE`, `ENOSPC`, `EBADF`, …).
  public var code: Int32

  /// Wraps an `errno` value.
  public init(code: Int32) {
    self.code = code
  }

  /// The system's text for the error, for example `Broken pipe`.
  public var description: String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

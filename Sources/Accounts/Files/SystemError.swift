#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's words for an `errno`.
enum SystemError {
  /// `strerror`'s text, for example `Permission denied`.
  /// - Parameter code: An `errno` value.
  /// - Returns: The text, or `error N` when the system has none.
  static func text(of code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

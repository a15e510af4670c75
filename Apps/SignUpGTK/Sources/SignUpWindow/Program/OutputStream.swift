#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard output or standard error, written with `write(2)`, reporting failures.
enum OutputStream {
  /// Standard output: the JSON.
  case output
  /// Standard error: notes and errors.
  case error

  private var descriptor: Int32 { self == .output ? 1 : 2 }

  /// Writes all of `text`, retrying after interruptions.
  /// - Returns: `nil` when everything was written, otherwise the `errno` of the failure (0 for a write that
  ///   made no progress).
  @discardableResult
  func write(_ text: String) -> Int32? {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return written < 0 ? errno : 0
      }
    }
    return nil
  }
}

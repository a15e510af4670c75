#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written with `write(2)` (unbuffered, so nothing is lost at `exit`).
enum StandardStream {
  /// Standard output: results (the JSON, script screens, `--help`).
  case output
  /// Standard error: notes and errors.
  case error

  private var descriptor: Int32 { self == .output ? 1 : 2 }

  /// Writes all of `text`, retrying after interruptions; gives up silently if the stream is closed.
  /// - Parameter text: The text.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    let descriptor = self.descriptor
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = writeBytes(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

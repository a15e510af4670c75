#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a whole text to a file descriptor with `write(2)`, the one loop the terminal and both programs' standard
/// streams use: partial writes go on where they stopped, interrupted ones are retried.
///
/// ```swift
/// if let code = DescriptorWrite.writeAll("done\n", to: 1) { print("failed: errno \(code)") }
/// ```
public enum DescriptorWrite {
  /// Writes every byte of `text` to `descriptor`.
  /// - Parameters:
  ///   - text: The text, written as UTF-8.
  ///   - descriptor: An open file descriptor.
  /// - Returns: `nil` when everything was written, else the `errno` of the failure (`EIO` for a write that made no
  ///   progress).
  public static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { buffer in
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
  }
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes sure descriptors 0, 1 and 2 are open before the program opens anything else.
///
/// A program started with standard output closed (`signup-gtk >&-`) would otherwise hand descriptor 1 to the
/// first file it opens (GLib's eventfd, the terminal device), and the request would be written into that.
/// ``secure()`` opens `/dev/null` on each closed one and says which were closed, so the program can refuse to
/// write there (``StandardStream/closed``).
///
/// ```swift
/// let closed = StandardDescriptors.secure()  // first thing in main
/// if closed.contains(.output) { ... }        // the request could not be delivered
/// ```
public enum StandardDescriptors {
  /// Which standard descriptors were closed.
  public struct Closed: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public var rawValue: UInt8
    /// Creates the set from a raw bit mask.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Standard input (0).
    public static let input = Closed(rawValue: 1 << 0)
    /// Standard output (1).
    public static let output = Closed(rawValue: 1 << 1)
    /// Standard error (2).
    public static let error = Closed(rawValue: 1 << 2)
  }

  /// Opens `/dev/null` on every closed standard descriptor, lowest first (so `open` returns exactly that number).
  /// - Returns: The descriptors that were closed.
  public static func secure() -> Closed {
    var closed: Closed = []
    for (descriptor, flag) in [(Int32(0), Closed.input), (1, .output), (2, .error)] {
      guard fcntl(descriptor, F_GETFD) < 0, errno == EBADF else { continue }
      closed.insert(flag)
      let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if opened >= 0 && opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
    return closed
  }
}

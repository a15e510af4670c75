import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the libc calls made on the terminal's file descriptor; each failure becomes a
/// ``TerminalError``.
enum TerminalDevice {
  /// Which of the polled descriptors are ready.
  struct Readiness: Hashable, Sendable {
    /// The terminal has input (or hung up).
    var terminal = false
    /// The resize pipe has a notification.
    var resize = false
    /// The caller's wake-up descriptor is readable.
    var wakeUp = false
  }

  /// Opens a terminal device read/write without making it the controlling terminal.
  /// - Parameter path: Usually `/dev/tty`.
  /// - Returns: The file descriptor.
  /// - Throws: `.cannotOpen` or `.notATerminal`.
  static func open(path: String) throws(TerminalError) -> Int32 {
    let descriptor = retryingOnInterrupt { openFile(path, O_RDWR | O_NOCTTY | O_CLOEXEC) }
    guard descriptor >= 0 else { throw .cannotOpen(path: path, code: errno) }
    guard isatty(descriptor) == 1 else {
      _ = close(descriptor)
      throw .notATerminal(path: path)
    }
    return descriptor
  }

  /// The current termios attributes.
  /// - Throws: `.attributesUnavailable`.
  static func attributes(of descriptor: Int32) throws(TerminalError) -> termios {
    var attributes = termios()
    guard tcgetattr(descriptor, &attributes) == 0 else { throw .attributesUnavailable(code: errno) }
    return attributes
  }

  /// Applies termios attributes, discarding unread input.
  /// - Throws: `.attributesUnavailable`.
  static func setAttributes(_ attributes: termios, of descriptor: Int32) throws(TerminalError) {
    var copy = attributes
    guard retryingOnInterrupt({ tcsetattr(descriptor, TCSAFLUSH, &copy) }) == 0 else {
      throw .attributesUnavailable(code: errno)
    }
  }

  /// Raw mode derived from `attributes`: no echo, no line editing, no signals from keys (Ctrl-C arrives as a
  /// byte), no input or output translation, 8-bit characters.
  static func rawAttributes(from attributes: termios) -> termios {
    var raw = attributes
    cfmakeraw(&raw)
    return raw
  }

  /// The window size from `ioctl(TIOCGWINSZ)`.
  /// - Throws: `.sizeUnavailable`.
  static func size(of descriptor: Int32) throws(TerminalError) -> TerminalSize {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    guard result == 0 else { throw .sizeUnavailable(code: errno) }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Writes every byte of `text`, retrying after interruptions and partial writes.
  /// - Throws: `.writeFailed`.
  static func write(_ text: String, to descriptor: Int32) throws(TerminalError) {
    if let failure = DescriptorWrite.writeAll(text, to: descriptor) { throw .writeFailed(code: failure) }
  }

  /// Reads what is available (up to `capacity` bytes).
  /// - Returns: The bytes; empty only at end of input.
  /// - Throws: `.inputClosed` when the terminal hung up (`EIO`), otherwise `.readFailed`.
  static func read(from descriptor: Int32, capacity: Int = 4096) throws(TerminalError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: capacity)
    let count = buffer.withUnsafeMutableBytes { raw in
      retryingOnInterrupt { readBytes(descriptor, raw.baseAddress, raw.count) }
    }
    guard count >= 0 else {
      if errno == EIO { throw .inputClosed }  // a terminal whose other side hung up
      throw .readFailed(code: errno)
    }
    return Array(buffer.prefix(count))
  }

  /// Waits until the terminal or the resize pipe is readable, or the timeout passes.
  /// - Parameter timeout: The longest wait (`nil`: no limit); rounded up to whole milliseconds.
  /// - Returns: Which descriptors are ready (neither after a timeout or an interrupting signal).
  /// - Throws: `.waitFailed`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  static func wait(
    terminal: Int32, resizePipe: Int32, wakeUp: Int32? = nil, timeout: Duration?
  ) throws(TerminalError) -> Readiness {
    let wanted = Int16(POLLIN)
    var descriptors = [
      pollfd(fd: terminal, events: wanted, revents: 0), pollfd(fd: resizePipe, events: wanted, revents: 0),
    ]
    if let wakeUp { descriptors.append(pollfd(fd: wakeUp, events: wanted, revents: 0)) }
    let result = poll(&descriptors, nfds_t(descriptors.count), milliseconds(timeout))
    if result < 0 {
      if errno == EINTR { return Readiness() }
      throw .waitFailed(code: errno)
    }
    let ready = Int16(POLLIN | POLLHUP | POLLERR)
    return Readiness(
      terminal: descriptors[0].revents & ready != 0, resize: descriptors[1].revents & ready != 0,
      wakeUp: descriptors.count > 2 && descriptors[2].revents & ready != 0)
  }

  /// Creates the non-blocking, close-on-exec pipe the SIGWINCH handler writes to.
  /// - Returns: The read and write ends.
  /// - Throws: `.resizeNotificationUnavailable`.
  static func makeResizePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .resizeNotificationUnavailable(code: errno) }
    for end in ends {
      let flags = fcntl(end, F_GETFL)
      _ = fcntl(end, F_SETFL, flags | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
  }

  /// Empties the resize pipe.
  /// - Returns: The bytes it held.
  @discardableResult
  static func drain(_ descriptor: Int32) -> [UInt8] {
    var drained: [UInt8] = []
    var scratch = [UInt8](repeating: 0, count: 64)
    while true {
      let count = scratch.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return drained }
      drained += scratch.prefix(count)
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  private static func milliseconds(_ timeout: Duration?) -> Int32 {
    guard let timeout else { return -1 }
    if timeout <= .zero { return 0 }
    let (seconds, attoseconds) = timeout.components
    let fromAttoseconds = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    let total = seconds.multipliedReportingOverflow(by: 1000)
    if total.overflow || total.partialValue > Int64(Int32.max) - 1000 { return Int32.max }
    return Int32(total.partialValue + fromAttoseconds)
  }

  private static func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }
}

private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

private func readBytes(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair made by a test, so ``TerminalSession`` can be driven without a real terminal.
final class PseudoTerminal {
  enum Failure: Error {
    case unavailable(step: String, code: Int32)
  }

  /// The controlling side, where the test plays the user and the terminal emulator.
  private(set) var master: Int32
  /// The device path of the terminal side, given to the session.
  let slavePath: String
  /// A descriptor on the terminal side, for inspecting attributes.
  let slave: Int32

  init() throws {
    let calls = try PseudoTerminalCalls()
    master = calls.openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw Failure.unavailable(step: "posix_openpt", code: errno) }
    guard calls.grant(master) == 0, calls.unlock(master) == 0, let name = calls.name(master) else {
      let code = errno
      _ = close(master)
      throw Failure.unavailable(step: "grantpt/unlockpt/ptsname", code: code)
    }
    slavePath = String(cString: name)
    slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      let code = errno
      _ = close(master)
      throw Failure.unavailable(step: "open slave", code: code)
    }
  }

  deinit {
    closeMaster()
    _ = close(slave)
  }

  /// Closes the controlling side, as when a terminal window is closed.
  func closeMaster() {
    if master >= 0 { _ = close(master) }
    master = -1
  }

  /// Sends bytes as if typed.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Everything the session has written so far (waits up to `timeout` ms for the first byte).
  func output(timeout: Int32 = 2000) -> String {
    var collected: [UInt8] = []
    var wait = timeout
    while true {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, wait) > 0 else { break }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      collected += buffer.prefix(count)
      wait = 0
    }
    return String(decoding: collected, as: UTF8.self)
  }

  /// The terminal side's current attributes.
  func attributes() -> termios {
    var attributes = termios()
    _ = tcgetattr(slave, &attributes)
    return attributes
  }

  /// Sets the window size, as a terminal emulator does when its window changes.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
  }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`: Glibc's Swift module does not export them (they need
/// `_XOPEN_SOURCE`), so on Linux they are looked up in the C library at run time.
struct PseudoTerminalCalls {
  typealias OpenMaster = @convention(c) (Int32) -> Int32
  typealias DescriptorCall = @convention(c) (Int32) -> Int32
  typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  let openMaster: OpenMaster
  let grant: DescriptorCall
  let unlock: DescriptorCall
  let name: NameCall

  init() throws {
    #if canImport(Darwin)
      openMaster = { posix_openpt($0) }
      grant = { grantpt($0) }
      unlock = { unlockpt($0) }
      name = { ptsname($0) }
    #else
      let library = dlopen(nil, RTLD_NOW)
      func lookup(_ symbol: String) throws -> UnsafeMutableRawPointer {
        guard let address = dlsym(library, symbol) else {
          throw PseudoTerminal.Failure.unavailable(step: "dlsym \(symbol)", code: 0)
        }
        return address
      }
      openMaster = unsafeBitCast(try lookup("posix_openpt"), to: OpenMaster.self)
      grant = unsafeBitCast(try lookup("grantpt"), to: DescriptorCall.self)
      unlock = unsafeBitCast(try lookup("unlockpt"), to: DescriptorCall.self)
      name = unsafeBitCast(try lookup("ptsname"), to: NameCall.self)
    #endif
  }
}

import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Terminal session on a pseudo-terminal", .serialized)
struct TerminalSessionTests {
  static let enter = "\u{1B}[?1049h\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
  static let leave = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Reads events until `count` have arrived or reading returns nothing.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func events(from session: TerminalSession, count: Int) throws -> [TerminalEvent] {
    var collected: [TerminalEvent] = []
    while collected.count < count {
      let batch = try session.readEvents(timeout: .seconds(2))
      if batch.isEmpty { break }
      collected += batch
    }
    return collected
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("A device that is not a terminal, or missing, gives a typed error")
  func notATerminal() {
    #expect(throws: TerminalError.notATerminal(path: "/dev/null")) { try TerminalSession(path: "/dev/null") }
    #expect(throws: TerminalError.cannotOpen(path: "/nonexistent/tty", code: ENOENT)) {
      try TerminalSession(path: "/nonexistent/tty")
    }
    #expect(TerminalError.notATerminal(path: "/dev/null").description == "/dev/null is not a terminal")
    #expect(TerminalError.cannotOpen(path: "/dev/tty", code: ENXIO).description.contains("no controlling terminal"))
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("start enters raw mode and the alternate screen; restore undoes it exactly once")
  func startAndRestore() throws {
    let pty = try PseudoTerminal()
    let before = pty.attributes()
    let session = try TerminalSession(path: pty.slavePath)
    try session.start()
    #expect(session.isActive)
    #expect(pty.output() == Self.enter)
    let raw = pty.attributes()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    try session.start()
    #expect(pty.output(timeout: 0).isEmpty)
    session.restore()
    #expect(!session.isActive)
    #expect(pty.output() == Self.leave)
    let after = pty.attributes()
    #expect(after.c_lflag == before.c_lflag)
    #expect(after.c_iflag == before.c_iflag)
    #expect(after.c_oflag == before.c_oflag)
    session.restore()
    #expect(pty.output(timeout: 0).isEmpty)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Typed bytes become events; a lone ESC arrives after the escape delay")
  func readingEvents() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(path: pty.slavePath)
    try session.start()
    defer { session.restore() }
    _ = pty.output()
    pty.type("새싹\u{1B}[A\u{3}")
    #expect(
      try events(from: session, count: 3) == [.input(.text("새싹")), .input(.key(Key(.up))), .input(.key(.ctrl("c")))])
    pty.type("\u{1B}")
    #expect(try events(from: session, count: 1) == [.input(.key(Key(.escape)))])
    pty.type("\u{1B}[200~pasted\u{1B}[201~\u{1B}[<0;3;4M")
    #expect(
      try events(from: session, count: 2) == [
        .input(.paste(PasteEvent(text: "pasted", isTruncated: false, limit: 4096))),
        .input(.mouse(MouseEvent(button: .left, action: .press, column: 2, row: 3))),
      ])
    #expect(try session.readEvents(timeout: .zero).isEmpty)
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("SIGWINCH is reported as a resize with the new size")
  func resize() throws {
    let pty = try PseudoTerminal()
    pty.resize(columns: 80, rows: 24)
    let session = try TerminalSession(path: pty.slavePath)
    try session.start()
    defer { session.restore() }
    #expect(try session.size() == TerminalSize(columns: 80, rows: 24))
    pty.resize(columns: 100, rows: 30)
    _ = kill(getpid(), SIGWINCH)  // the kernel signals only the pty's foreground group; this process is not in it
    #expect(try events(from: session, count: 1) == [.resize(TerminalSize(columns: 100, rows: 30))])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("present draws the first frame in full and later only the changes")
  func present() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(path: pty.slavePath, colorPolicy: ColorPolicy(colorsEnabled: true))
    try session.start()
    defer { session.restore() }
    _ = pty.output()
    var frame = ScreenBuffer(size: TerminalSize(columns: 3, rows: 1))
    frame.write("ab", column: 0, row: 0, style: .plain)
    try session.present(frame)
    #expect(pty.output() == "\u{1B}[?25l\u{1B}[0m\u{1B}[1;1Hab ")
    try session.present(frame)
    #expect(pty.output(timeout: 0).isEmpty)
    frame.write("c", column: 2, row: 0, style: .plain)
    try session.present(frame)
    #expect(pty.output() == "\u{1B}[1;3Hc")
    session.invalidateFrame()
    try session.present(frame)
    #expect(pty.output() == "\u{1B}[?25l\u{1B}[0m\u{1B}[1;1Habc")
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("Only one session may be active at a time")
  func oneAtATime() throws {
    let pty = try PseudoTerminal()
    let first = try TerminalSession(path: pty.slavePath)
    let second = try TerminalSession(path: pty.slavePath)
    try first.start()
    #expect(throws: TerminalError.anotherSessionActive) { try second.start() }
    #expect(!second.isActive)
    first.restore()
    try second.start()
    #expect(second.isActive)
    second.restore()
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("A hung-up terminal ends reading with inputClosed")
  func hangUp() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(path: pty.slavePath)
    try session.start()
    defer { session.restore() }
    pty.closeMaster()
    #expect(throws: TerminalError.inputClosed) { try session.readEvents(timeout: .seconds(2)) }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("An unterminated paste does not capture the input: it ends after the quiet time and keys work again")
  func stuckPaste() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(path: pty.slavePath, pasteQuietTime: .milliseconds(100))
    try session.start()
    defer { session.restore() }
    pty.type("\u{1B}[200~half a paste")
    #expect(
      try events(from: session, count: 1) == [
        .input(.paste(PasteEvent(text: "half a paste", isTruncated: false, limit: 4096)))
      ])
    pty.type("\u{1B}")
    #expect(try events(from: session, count: 1) == [.input(.key(Key(.escape)))])
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test("SIGCONT after a suspension takes the terminal again and asks for a full redraw")
  func continueAfterSuspension() throws {
    let pty = try PseudoTerminal()
    pty.resize(columns: 80, rows: 24)
    let session = try TerminalSession(path: pty.slavePath, colorPolicy: ColorPolicy(colorsEnabled: true))
    try session.start()
    defer { session.restore() }
    var frame = ScreenBuffer(size: TerminalSize(columns: 80, rows: 24))
    frame.write("ab", column: 0, row: 0, style: .plain)
    try session.present(frame)
    _ = pty.output()
    _ = kill(getpid(), SIGCONT)  // not suspended: nothing happens
    #expect(try session.readEvents(timeout: .milliseconds(50)).isEmpty)
    #expect(pty.output(timeout: 0).isEmpty)
    session.handBackForSuspension()
    #expect(pty.output() == Self.leave, "the terminal is handed back before stopping")
    #expect(pty.attributes().c_lflag & tcflag_t(ICANON) != 0)
    _ = kill(getpid(), SIGCONT)
    #expect(try events(from: session, count: 1) == [.resize(TerminalSize(columns: 80, rows: 24))])
    #expect(pty.output() == Self.enter, "raw mode, alternate screen, mouse and paste again")
    #expect(pty.attributes().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    try session.present(frame)
    #expect(pty.output().hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[1;1Hab"), "the next frame is drawn in full")
    try session.present(frame)
    #expect(pty.output(timeout: 0).isEmpty)
  }
}

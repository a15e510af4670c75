#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive terminal: raw mode, alternate screen, mouse and bracketed paste on `/dev/tty`, an event
/// reading loop, and frame output through the diff renderer.
///
/// Everything goes through `/dev/tty`, so standard output stays free for the program's result. The terminal
/// is always put back: by ``restore()`` (idempotent; call it in a `defer`), on `exit`, and on SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM and SIGPIPE (restored from the signal handler, then the
/// signal is re-raised so the exit status is 128 + signal number). SIGTSTP hands the terminal back before the
/// process stops, and SIGCONT takes it again and reports a `.resize` so the app redraws (in full). With raw mode
/// Ctrl-C and Ctrl-Z do not raise signals: they arrive as `.input(.key(.ctrl("c")))` / `.ctrl("z")` and the app
/// decides (``suspend()`` stops the process the way Ctrl-Z would in a shell).
/// ```swift
/// let terminal = try TerminalSession()
/// try terminal.start()
/// defer { terminal.restore() }
/// var size = try terminal.size()
/// loop: while true {
///   try terminal.present(draw(size))
///   for event in try terminal.readEvents(timeout: nil) {
///     switch event {
///     case .resize(let newSize): size = newSize
///     case .input(.key(let key)) where key == .ctrl("c"): break loop
///     case .input(let input): handle(input)
///     }
///   }
/// }
/// ```
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class TerminalSession {
  /// The device path that was opened.
  public let path: String
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
  public let escapeDelay: Duration
  /// How long a bracketed paste may go without input before it ends without its end marker (default 500 ms).
  public let pasteQuietTime: Duration
  /// The renderer used by ``present(_:)``; its colour policy follows `NO_COLOR` by default.
  public var renderer: ScreenRenderer

  private let descriptor: Int32
  private let resizePipe: (read: Int32, write: Int32)
  private var lifecycle = SessionLifecycle()
  private var previousHandlers: [(Int32, SignalHandler?)] = []
  private var decoder: InputDecoder
  private var lastFrame: ScreenBuffer?

  /// Opens the terminal device; the terminal is not changed until ``start()``.
  /// - Parameter path: The terminal device (default `/dev/tty`, the controlling terminal).
  /// - Parameter maximumPasteLength: The cap for one paste, in characters (default 4096).
  /// - Parameter escapeDelay: How long a lone ESC waits (default 30 ms).
  /// - Parameter pasteQuietTime: How long an unfinished paste waits for input before it ends (default 500 ms).
  /// - Parameter colorPolicy: Whether colours are drawn (default: from `NO_COLOR`).
  /// - Throws: ``TerminalError/cannotOpen(path:code:)`` when the device cannot be opened (no controlling
  ///   terminal), ``TerminalError/notATerminal(path:)`` when it is not a terminal.
  public init(
    path: String = "/dev/tty", maximumPasteLength: Int = InputDecoder.defaultMaximumPasteLength,
    escapeDelay: Duration = .milliseconds(30), pasteQuietTime: Duration = .milliseconds(500),
    colorPolicy: ColorPolicy = .processEnvironment
  ) throws(TerminalError) {
    self.path = path
    self.escapeDelay = escapeDelay
    self.pasteQuietTime = pasteQuietTime
    self.renderer = ScreenRenderer(colorPolicy: colorPolicy)
    self.decoder = InputDecoder(maximumPasteLength: maximumPasteLength)
    let descriptor = try TerminalDevice.open(path: path)
    do {
      self.resizePipe = try TerminalDevice.makeResizePipe()
    } catch {
      _ = close(descriptor)
      throw error
    }
    self.descriptor = descriptor
  }

  deinit {
    restore()
    _ = close(resizePipe.read)
    _ = close(resizePipe.write)
    _ = close(descriptor)
  }

  /// Whether the terminal is currently in the session's mode.
  public var isActive: Bool { lifecycle.isActive }

  /// Switches the terminal to raw mode and the alternate screen, hides the cursor, turns on SGR mouse
  /// reporting and bracketed paste, and installs the restoring signal handlers. Does nothing when active.
  /// - Throws: ``TerminalError/anotherSessionActive``, ``TerminalError/attributesUnavailable(code:)`` or
  ///   ``TerminalError/writeFailed(code:)``; the terminal is restored before the error is thrown.
  public func start() throws(TerminalError) {
    guard lifecycle.start() == .enter else { return }
    guard EmergencyRestore.claim() else {
      _ = lifecycle.restore()
      throw .anotherSessionActive
    }
    let original: termios
    do {
      original = try TerminalDevice.attributes(of: descriptor)
    } catch {
      _ = lifecycle.restore()
      EmergencyRestore.release()
      throw error
    }
    let raw = TerminalDevice.rawAttributes(from: original)
    previousHandlers = EmergencyRestore.arm(
      descriptor: descriptor, attributes: original, raw: raw, resizePipe: resizePipe.write)
    do {
      try TerminalDevice.setAttributes(raw, of: descriptor)
      try TerminalDevice.write(ControlSequence.enterSession, to: descriptor)
    } catch {
      restore()
      throw error
    }
    lastFrame = nil
  }

  /// Puts the terminal back as it was: main screen, cursor shown, mouse and paste reporting off, original
  /// attributes, previous signal handlers. Safe to call any number of times, and from `defer`.
  public func restore() {
    guard lifecycle.restore() == .leave else { return }
    EmergencyRestore.restoreNow()
    EmergencyRestore.uninstall(previousHandlers)
    previousHandlers = []
    EmergencyRestore.release()
    lastFrame = nil
  }

  /// Stops the process as Ctrl-Z does in a shell: SIGTSTP goes to the whole foreground process group, as the
  /// terminal driver would send it, so a shell's job (`(signup; echo $?)`) stops as a whole. The terminal is handed
  /// back first; when the shell continues the job (`fg`), the session takes the terminal again and the next
  /// ``readEvents(timeout:wakingOn:)`` reports a `.resize` after which the frame is drawn in full. Does nothing when
  /// not active, or when SIGTSTP is ignored (no job control).
  ///
  /// Where nothing can continue the process (an orphaned process group: no job-control shell), the kernel does
  /// not stop it; the session then takes the terminal back at once and the screen goes on.
  ///
  /// The terminal is handed back before the stop is sent, so the shell's report of the stopped job is written on
  /// the normal screen after it, never on the alternate screen that is about to be left.
  public func suspend() {
    guard isActive else { return }
    EmergencyRestore.stopJob()
  }

  /// What the SIGTSTP handler does before the process stops, without stopping (for tests): the terminal is handed
  /// back, and the next SIGCONT takes it again.
  func handBackForSuspension() {
    guard isActive else { return }
    EmergencyRestore.suspendNow()
  }

  /// The terminal's current size.
  /// - Returns: Columns and rows from `ioctl(TIOCGWINSZ)`.
  /// - Throws: ``TerminalError/sizeUnavailable(code:)``.
  public func size() throws(TerminalError) -> TerminalSize {
    try TerminalDevice.size(of: descriptor)
  }

  /// Waits for input and returns the decoded events.
  ///
  /// Returns as soon as at least one event is available, or with an empty array after `timeout`. A lone ESC
  /// is reported once no further byte has arrived within ``escapeDelay`` (so the call may take up to that
  /// much longer than `timeout`). A bracketed paste whose end marker does not come is ended after
  /// ``pasteQuietTime`` without input, and what arrived is reported as the paste. A resize (SIGWINCH) is reported as `.resize` with the new size.
  /// When `wakeUp` becomes readable the call reports `.wakeUp` once and stops watching it until it returns: the
  /// session never reads it, so the caller empties it (an event loop that also serves a queue, a timer or a pipe).
  /// - Parameters:
  ///   - timeout: The longest wait for a first event (`nil`: wait without limit).
  ///   - wakeUp: A descriptor that, when readable, ends the wait with `.wakeUp` (`nil`: none).
  /// - Returns: The events in order.
  /// - Throws: ``TerminalError/inputClosed`` when the terminal hung up, or a read/wait/size error.
  public func readEvents(timeout: Duration?, wakingOn wakeUp: Int32? = nil) throws(TerminalError) -> [TerminalEvent] {
    let clock = ContinuousClock()
    let start = clock.now
    var cycle = EventReadCycle(timeout: timeout, escapeDelay: escapeDelay, pasteQuietTime: pasteQuietTime)
    var events: [TerminalEvent] = []
    var watched = wakeUp
    while true {
      let step = cycle.nextStep(
        at: clock.now - start, hasPendingInput: decoder.hasPendingInput, isReadingPaste: decoder.isReadingPaste,
        hasEvents: !events.isEmpty)
      switch step {
      case .finish:
        return events
      case .flush:
        events += decoder.flush().map(TerminalEvent.input)
      case .endPaste:
        events += decoder.endPaste().map(TerminalEvent.input)
      case .wait(let limit):
        let ready = try TerminalDevice.wait(
          terminal: descriptor, resizePipe: resizePipe.read, wakeUp: watched, timeout: limit)
        if ready.wakeUp {
          watched = nil
          events.append(.wakeUp)
        }
        if ready.resize {
          if TerminalDevice.drain(resizePipe.read).contains(EmergencyRestore.continuedByte) { lastFrame = nil }
          let newSize = try size()
          if case .resize = events.last { events.removeLast() }
          events.append(.resize(newSize))
        }
        if ready.terminal {
          let bytes = try TerminalDevice.read(from: descriptor)
          if bytes.isEmpty { throw .inputClosed }
          events += decoder.feed(bytes).map(TerminalEvent.input)
          cycle.inputArrived(at: clock.now - start)
        }
      }
    }
  }

  /// Draws a frame, writing only what changed since the last one (everything after a size change, after
  /// ``start()`` or after ``invalidateFrame()``).
  /// - Parameter frame: The complete screen to show.
  /// - Throws: ``TerminalError/writeFailed(code:)``; the next frame is then drawn in full.
  public func present(_ frame: ScreenBuffer) throws(TerminalError) {
    let output = renderer.render(from: lastFrame, to: frame)
    lastFrame = nil
    if !output.isEmpty { try TerminalDevice.write(output, to: descriptor) }
    lastFrame = frame
  }

  /// Forgets the last frame so the next ``present(_:)`` redraws everything (for example after another
  /// program wrote to the terminal).
  public func invalidateFrame() {
    lastFrame = nil
  }
}

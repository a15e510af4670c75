import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C signal handler.
typealias SignalHandler = @convention(c) (Int32) -> Void

/// The static, async-signal-safe side of terminal restoration.
///
/// Everything a signal handler needs is prepared before handlers are installed: the restore byte string is
/// a `StaticString` in read-only memory, the saved termios lives in memory allocated once, and the
/// descriptors are lock-free atomics. ``restoreNow()`` then only uses atomics, `write(2)` and `tcsetattr`.
/// Exchanging the descriptor for -1 makes restoration happen exactly once, whoever gets there first.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
enum EmergencyRestore {
  /// The signals after which the terminal is restored and the signal re-raised with its default action: every
  /// signal whose default action ends the process and that a program may be sent (SIGKILL cannot be caught).
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE]

  /// The byte the SIGWINCH handler writes to the resize pipe.
  static let resizedByte: UInt8 = 1
  /// The byte the SIGCONT handler writes to the resize pipe: the terminal must be redrawn in full.
  static let continuedByte: UInt8 = 2

  /// Set while a session owns the terminal; only one may at a time.
  private static let isClaimed = Atomic<Bool>(false)
  /// The descriptor to restore, or -1 when there is nothing to restore.
  private static let terminalDescriptor = Atomic<Int32>(-1)
  /// The write end of the resize pipe, or -1.
  private static let resizeDescriptor = Atomic<Int32>(-1)
  /// Whether the `atexit` hook has been registered.
  private static let exitHookRegistered = Atomic<Bool>(false)
  /// The attributes to restore; allocated once, never freed, written only before the descriptor is armed.
  nonisolated(unsafe) private static let savedAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The session's raw-mode attributes, put back after a suspended process continues; allocated once, never freed.
  nonisolated(unsafe) private static let rawAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// Whether the terminal was handed back for a suspension (SIGTSTP) and must be taken again on SIGCONT.
  private static let isSuspended = Atomic<Bool>(false)

  /// Takes ownership of the terminal for a session.
  /// - Returns: `false` when another session already owns it.
  static func claim() -> Bool {
    isClaimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
  }

  /// Gives up ownership (after ``restoreNow()``).
  static func release() {
    resizeDescriptor.store(-1, ordering: .releasing)
    isClaimed.store(false, ordering: .releasing)
  }

  /// Records what to restore and installs the signal handlers and the `atexit` hook.
  ///
  /// Besides the terminating signals: SIGWINCH pokes the resize pipe; SIGTSTP (Ctrl-Z, or ``TerminalSession/
  /// suspend()``) restores the terminal and stops the process; SIGCONT takes the terminal again (raw mode, alternate
  /// screen, mouse, paste) and asks the reading loop for a full redraw. A signal the parent chose to ignore stays
  /// ignored.
  /// - Parameter descriptor: The terminal descriptor.
  /// - Parameter attributes: The attributes to put back.
  /// - Parameter raw: The session's attributes, for continuing after a suspension.
  /// - Parameter resizePipe: The write end of the resize pipe.
  /// - Returns: The previous handlers, to reinstall with ``uninstall(_:)``.
  static func arm(
    descriptor: Int32, attributes: termios, raw: termios, resizePipe: Int32
  ) -> [(Int32, SignalHandler?)] {
    _ = ControlSequence.leaveSession.utf8CodeUnitCount  // initialize every static before a handler can run
    _ = ControlSequence.resumeSession.utf8CodeUnitCount
    _ = resizedByte + continuedByte
    savedAttributes.pointee = attributes
    rawAttributes.pointee = raw
    isSuspended.store(false, ordering: .releasing)
    resizeDescriptor.store(resizePipe, ordering: .releasing)
    terminalDescriptor.store(descriptor, ordering: .releasing)
    if !exitHookRegistered.exchange(true, ordering: .acquiringAndReleasing) {
      atexit { EmergencyRestore.restoreNow() }
    }
    var previous: [(Int32, SignalHandler?)] = []
    for signalNumber in terminatingSignals {
      let old = signal(signalNumber, handleTerminatingSignal)
      if address(of: old) == address(of: SIG_IGN) {
        _ = signal(signalNumber, SIG_IGN)  // keep a signal the parent chose to ignore (nohup) ignored
      }
      previous.append((signalNumber, old))
    }
    previous.append((SIGWINCH, signal(SIGWINCH, handleResizeSignal)))
    let oldStop = signal(SIGTSTP, handleStopSignal)
    if address(of: oldStop) == address(of: SIG_IGN) { _ = signal(SIGTSTP, SIG_IGN) }
    previous.append((SIGTSTP, oldStop))
    previous.append((SIGCONT, signal(SIGCONT, handleContinueSignal)))
    return previous
  }

  /// Stops the whole foreground job as Ctrl-Z does, the terminal handed back before any of its processes stops.
  ///
  /// A shell reports the job stopped as soon as the processes it started stop, and it writes that report on the
  /// terminal then; a hand-back still under way would switch the alternate screen off over the report. Handing
  /// back first, on this thread, makes the SIGTSTP handler's own hand-back a no-op. When the stop is discarded
  /// (an orphaned process group, where no SIGCONT comes), the terminal is taken again at once.
  static func stopJob() {
    var current = sigaction()
    guard sigaction(SIGTSTP, nil, &current) == 0, !isIgnored(current) else { return }
    suspendNow()
    _ = kill(0, SIGTSTP)  // returns after the process was continued, or at once when the stop was discarded
    if resumeNow() { _ = signal(SIGTSTP, handleStopSignal) }
  }

  /// Hands the terminal back before the process stops: like ``restoreNow()`` but the session stays armed, so
  /// ``resumeNow()`` can take it again. Async-signal-safe.
  static func suspendNow() {
    let descriptor = terminalDescriptor.load(ordering: .acquiring)
    guard descriptor >= 0, !isSuspended.exchange(true, ordering: .acquiringAndReleasing) else { return }
    writeAll(ControlSequence.leaveSession, to: descriptor)
    _ = tcsetattr(descriptor, TCSADRAIN, savedAttributes)
  }

  /// Takes the terminal again after the process continued: raw mode, alternate screen, mouse and paste reporting,
  /// then a full redraw is requested through the resize pipe. Does nothing unless ``suspendNow()`` ran.
  /// Async-signal-safe.
  /// - Returns: Whether the terminal was taken again.
  @discardableResult
  static func resumeNow() -> Bool {
    let descriptor = terminalDescriptor.load(ordering: .acquiring)
    guard descriptor >= 0, isSuspended.exchange(false, ordering: .acquiringAndReleasing) else { return false }
    _ = tcsetattr(descriptor, TCSADRAIN, rawAttributes)
    writeAll(ControlSequence.resumeSession, to: descriptor)
    notify(continuedByte)
    return true
  }

  /// Reinstalls the handlers that were in place before ``arm(descriptor:attributes:resizePipe:)``.
  /// - Parameter previous: What `arm` returned.
  static func uninstall(_ previous: [(Int32, SignalHandler?)]) {
    for (signalNumber, handler) in previous { _ = signal(signalNumber, handler) }
  }

  /// Restores the terminal if it is armed, at most once. Async-signal-safe.
  static func restoreNow() {
    let descriptor = terminalDescriptor.exchange(-1, ordering: .acquiringAndReleasing)
    guard descriptor >= 0 else { return }
    if isSuspended.exchange(false, ordering: .acquiringAndReleasing) { return }  // already handed back
    writeAll(ControlSequence.leaveSession, to: descriptor)
    _ = tcsetattr(descriptor, TCSAFLUSH, savedAttributes)
  }

  /// Wakes the reading loop after a resize. Async-signal-safe.
  static func notifyResize() {
    notify(resizedByte)
  }

  private static func notify(_ value: UInt8) {
    let descriptor = resizeDescriptor.load(ordering: .acquiring)
    guard descriptor >= 0 else { return }
    var byte = value
    _ = write(descriptor, &byte, 1)
  }

  private static func writeAll(_ sequence: StaticString, to descriptor: Int32) {
    var offset = 0
    while offset < sequence.utf8CodeUnitCount {
      let written = write(descriptor, sequence.utf8Start + offset, sequence.utf8CodeUnitCount - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
  }

  private static func address(of handler: SignalHandler?) -> Int { unsafeBitCast(handler, to: Int.self) }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      address(of: action.__sigaction_u.__sa_handler) == address(of: SIG_IGN)
    #else
      address(of: action.__sigaction_handler.sa_handler) == address(of: SIG_IGN)
    #endif
  }
}

/// SIGINT/SIGTERM/SIGHUP/SIGQUIT: restore the terminal, then die of the same signal (exit status 128+signo).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private func handleTerminatingSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  EmergencyRestore.restoreNow()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)  // delivered with the default action as soon as this handler returns
  errno = savedErrno
}

/// SIGTSTP: ask for the stop (delivered with the default action when this handler returns), then hand the terminal
/// back.
///
/// The other processes of a job stop at once, so a shell may report the job stopped, and a person's `fg` send
/// SIGCONT, while this handler still writes to the terminal. The stop is therefore asked for first: a SIGCONT that
/// comes later discards it, and the process goes on instead of stopping after that continue and staying stopped.
/// SIGCONT is blocked until this handler returns (the kernel then restores the mask the handler started with), so
/// `resumeNow()` never runs in the middle of `suspendNow()`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private func handleStopSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  var continueSignal = sigset_t()
  sigemptyset(&continueSignal)
  sigaddset(&continueSignal, SIGCONT)
  _ = pthread_sigmask(SIG_BLOCK, &continueSignal, nil)
  _ = signal(SIGTSTP, SIG_DFL)
  _ = raise(SIGTSTP)  // pending: SIGTSTP is blocked while its handler runs
  EmergencyRestore.suspendNow()
  errno = savedErrno
}

/// SIGCONT: take the terminal back after a suspension, and catch the next SIGTSTP again.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private func handleContinueSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  if EmergencyRestore.resumeNow() { _ = signal(SIGTSTP, handleStopSignal) }
  errno = savedErrno
}

/// SIGWINCH: poke the resize pipe so `poll(2)` in the reading loop wakes up.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private func handleResizeSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  EmergencyRestore.notifyResize()
  errno = savedErrno
}

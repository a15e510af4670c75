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
enum EmergencyRestore {
  /// The signals after which the terminal is restored and the signal re-raised with its default action.
  static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

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
  /// - Parameter descriptor: The terminal descriptor.
  /// - Parameter attributes: The attributes to put back.
  /// - Parameter resizePipe: The write end of the resize pipe.
  /// - Returns: The previous handlers, to reinstall with ``uninstall(_:)``.
  static func arm(descriptor: Int32, attributes: termios, resizePipe: Int32) -> [(Int32, SignalHandler?)] {
    _ = ControlSequence.leaveSession.utf8CodeUnitCount  // initialize every static before a handler can run
    savedAttributes.pointee = attributes
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
    return previous
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
    let sequence = ControlSequence.leaveSession
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
    _ = tcsetattr(descriptor, TCSAFLUSH, savedAttributes)
  }

  /// Wakes the reading loop after a resize. Async-signal-safe.
  static func notifyResize() {
    let descriptor = resizeDescriptor.load(ordering: .acquiring)
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
  }

  private static func address(of handler: SignalHandler?) -> Int { unsafeBitCast(handler, to: Int.self) }
}

/// SIGINT/SIGTERM/SIGHUP/SIGQUIT: restore the terminal, then die of the same signal (exit status 128+signo).
private func handleTerminatingSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  EmergencyRestore.restoreNow()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)  // delivered with the default action as soon as this handler returns
  errno = savedErrno
}

/// SIGWINCH: poke the resize pipe so `poll(2)` in the reading loop wakes up.
private func handleResizeSignal(_ signalNumber: Int32) {
  let savedErrno = errno
  EmergencyRestore.notifyResize()
  errno = savedErrno
}

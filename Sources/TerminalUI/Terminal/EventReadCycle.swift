/// The timing decisions of one ``TerminalSession/readEvents(timeout:)`` call, as a pure state machine.
///
/// The session asks ``nextStep(at:hasPendingInput:hasEvents:)`` what to do, performs it (wait on `poll(2)`,
/// flush the decoder, or return), and reports input with ``inputArrived(at:)``. Times are durations since
/// the call began.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct EventReadCycle: Sendable {
  /// What the session should do next.
  enum Step: Hashable, Sendable {
    /// Wait for input or a resize for at most this long (`nil`: without limit).
    case wait(Duration?)
    /// Input has been idle for the escape delay: call ``InputDecoder/flush()``.
    case flush
    /// A bracketed paste has had no input for the paste quiet time: call ``InputDecoder/endPaste()``.
    case endPaste
    /// Return the collected events.
    case finish
  }

  /// How long the whole call may wait for a first event; `nil` waits without limit.
  let timeout: Duration?
  /// How long a pending ESC (or partial sequence) waits for more bytes before being flushed.
  let escapeDelay: Duration
  /// How long a bracketed paste may go without input before it is ended without its end marker.
  let pasteQuietTime: Duration
  private var lastInput: Duration = .zero

  /// Creates a cycle.
  /// - Parameter timeout: The longest wait for a first event (`nil`: no limit).
  /// - Parameter escapeDelay: The idle time after which pending input is flushed.
  /// - Parameter pasteQuietTime: The idle time after which an unfinished paste is ended.
  init(timeout: Duration?, escapeDelay: Duration, pasteQuietTime: Duration = .milliseconds(500)) {
    self.timeout = timeout.map { max(.zero, $0) }
    self.escapeDelay = escapeDelay
    self.pasteQuietTime = pasteQuietTime
  }

  /// Decides the next step.
  ///
  /// Pending input is always resolved before returning (so a lone ESC is never held across calls, and the
  /// call may overrun `timeout` by at most the escape delay); otherwise events end the call at once. A paste in
  /// progress is ended after the paste quiet time without input, whatever the timeout (so a paste whose end
  /// marker never comes cannot hold the screen, even when the caller polls with short timeouts); without events
  /// the call waits until the timeout.
  /// - Parameter now: Time since the call began.
  /// - Parameter hasPendingInput: ``InputDecoder/hasPendingInput``.
  /// - Parameter isReadingPaste: ``InputDecoder/isReadingPaste``.
  /// - Parameter hasEvents: Whether any event has been collected in this call.
  /// - Returns: The step to perform.
  func nextStep(at now: Duration, hasPendingInput: Bool, isReadingPaste: Bool = false, hasEvents: Bool) -> Step {
    let idle = now - lastInput
    if hasPendingInput {
      return idle >= escapeDelay ? .flush : .wait(escapeDelay - idle)
    }
    if hasEvents { return .finish }
    if isReadingPaste {
      return idle >= pasteQuietTime ? .endPaste : .wait(pasteQuietTime - idle)
    }
    guard let timeout else { return .wait(nil) }
    return now >= timeout ? .finish : .wait(timeout - now)
  }

  /// Records that bytes arrived.
  /// - Parameter now: Time since the call began.
  mutating func inputArrived(at now: Duration) {
    lastInput = now
  }
}

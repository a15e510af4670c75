/// The timing decisions of one ``TerminalSession/readEvents(timeout:)`` call, as a pure state machine.
///
/// The session asks ``nextStep(at:hasPendingInput:hasEvents:)`` what to do, performs it (wait on `poll(2)`,
/// flush the decoder, or return), and reports input with ``inputArrived(at:)``. Times are durations since
/// the call began.
struct EventReadCycle: Sendable {
  /// What the session should do next.
  enum Step: Hashable, Sendable {
    /// Wait for input or a resize for at most this long (`nil`: without limit).
    case wait(Duration?)
    /// Input has been idle for the escape delay: call ``InputDecoder/flush()``.
    case flush
    /// Return the collected events.
    case finish
  }

  /// How long the whole call may wait for a first event; `nil` waits without limit.
  let timeout: Duration?
  /// How long a pending ESC (or partial sequence) waits for more bytes before being flushed.
  let escapeDelay: Duration
  private var lastInput: Duration = .zero

  /// Creates a cycle.
  /// - Parameter timeout: The longest wait for a first event (`nil`: no limit).
  /// - Parameter escapeDelay: The idle time after which pending input is flushed.
  init(timeout: Duration?, escapeDelay: Duration) {
    self.timeout = timeout.map { max(.zero, $0) }
    self.escapeDelay = escapeDelay
  }

  /// Decides the next step.
  ///
  /// Pending input is always resolved before returning (so a lone ESC is never held across calls, and the
  /// call may overrun `timeout` by at most the escape delay); otherwise events end the call at once, and
  /// without events the call waits until the timeout.
  /// - Parameter now: Time since the call began.
  /// - Parameter hasPendingInput: ``InputDecoder/hasPendingInput``.
  /// - Parameter hasEvents: Whether any event has been collected in this call.
  /// - Returns: The step to perform.
  func nextStep(at now: Duration, hasPendingInput: Bool, hasEvents: Bool) -> Step {
    if hasPendingInput {
      let idle = now - lastInput
      return idle >= escapeDelay ? .flush : .wait(escapeDelay - idle)
    }
    if hasEvents { return .finish }
    guard let timeout else { return .wait(nil) }
    return now >= timeout ? .finish : .wait(timeout - now)
  }

  /// Records that bytes arrived.
  /// - Parameter now: Time since the call began.
  mutating func inputArrived(at now: Duration) {
    lastInput = now
  }
}

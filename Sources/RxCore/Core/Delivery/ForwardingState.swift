/// The pure state machine of a sink that forwards events until the first stop event, whichever of its sources or
/// timers that stop comes from (`take(until:)` with a sequence, `take(for:)`, `retry(when:)`).
///
/// Its action is the event to forward: an element, or the stop event that ends the result.
struct ForwardingState<Element> {
  enum Phase {
    /// Events are forwarded.
    case forwarding
    /// Completed or failed: nothing more is forwarded.
    case stopped
  }

  private(set) var phase: Phase = .forwarding

  /// An event for the result arrived: an element of the source, or a stop event from any of the sink's sources.
  /// - Returns: The event to forward, or `nil` once the result stopped.
  mutating func received(_ event: Event<Element>) -> Event<Element>? {
    guard case .forwarding = phase else { return nil }
    if event.isStopEvent { phase = .stopped }
    return event
  }
}

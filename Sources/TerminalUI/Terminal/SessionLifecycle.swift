/// Whether a ``TerminalSession`` has changed the terminal, as a pure state machine that makes restore idempotent.
struct SessionLifecycle: Hashable, Sendable {
  /// What the session should do for a request.
  enum Action: Hashable, Sendable {
    /// Switch the terminal into the session's mode.
    case enter
    /// Put the terminal back as it was.
    case leave
    /// Nothing to do.
    case none
  }

  /// Whether the terminal is currently in the session's mode.
  private(set) var isActive = false

  /// Handles a request to start.
  /// - Returns: `.enter` when not active yet, otherwise `.none`.
  mutating func start() -> Action {
    guard !isActive else { return .none }
    isActive = true
    return .enter
  }

  /// Handles a request to restore; safe to call any number of times.
  /// - Returns: `.leave` when active, otherwise `.none`.
  mutating func restore() -> Action {
    guard isActive else { return .none }
    isActive = false
    return .leave
  }
}

/// Where a signal connection is in its life, and what each event asks for: the pure half of
/// ``SignalConnection``.
///
/// ```swift
/// var state = SignalConnectionState.connected
/// state.dispose()           // .disconnect: the subscriber left first, disconnect the handler
/// state.handlerDestroyed()  // .nothing: GTK let go of the handler because we disconnected it
/// ```
enum SignalConnectionState: Hashable, Sendable {
  /// The handler is connected.
  case connected
  /// The subscriber disposed the connection.
  case disposed
  /// GTK destroyed the handler first (the object was destroyed or finalized).
  case objectGone

  /// What to do after an event.
  enum Action: Hashable, Sendable {
    /// Nothing.
    case nothing
    /// Disconnect the handler from the object.
    case disconnect
    /// Tell the subscriber the events have ended.
    case complete
  }

  /// The subscriber disposed the connection.
  mutating func dispose() -> Action {
    guard self == .connected else { return .nothing }
    self = .disposed
    return .disconnect
  }

  /// GTK destroyed the handler's data: after a disconnect, or because the object went away.
  mutating func handlerDestroyed() -> Action {
    guard self == .connected else { return .nothing }
    self = .objectGone
    return .complete
  }
}

import Synchronization

/// The connection's state under a lock, shared with the handler's destroy-notify.
final class LockedConnectionState: Sendable {
  private let state = Mutex(SignalConnectionState.connected)

  func withLock<Result>(_ body: (inout SignalConnectionState) -> Result) -> Result {
    state.withLock { body(&$0) }
  }
}

/// What a face does with a request to leave (see ``LeaveGuard``).
public enum LeaveDecision: Hashable, Sendable {
  /// Leave now: the form is empty, or this is the second request in a row.
  case leave
  /// Stay and show the notice: the form has input, and leaving would throw it away.
  case confirm(FormNotice)
  /// A sign-up is in flight: leaving now would say "not signed up" of an account the store may be creating.
  case waitForSignUp
}

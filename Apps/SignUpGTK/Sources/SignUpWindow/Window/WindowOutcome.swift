import SignUp

/// How the sign-up window ended.
public enum WindowOutcome: Hashable, Sendable {
  /// A valid sign-up: the request to write.
  case submitted(SignUpRequest)
  /// The window was closed without signing up.
  case cancelled
}

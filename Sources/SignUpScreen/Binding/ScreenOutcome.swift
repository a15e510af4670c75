import SignUp

/// How the screen ended.
enum ScreenOutcome: Hashable, Sendable {
  /// A valid sign-up: the request to print.
  case submitted(SignUpRequest)
  /// The user cancelled (Esc, Ctrl-C).
  case cancelled
}

/// What a tap on the sign-up button produced.
public enum SignUpSubmission: Hashable, Sendable {
  /// The form was valid: the request to send.
  case submitted(SignUpRequest)
  /// The form was not valid: every problem, and no request.
  case rejected(SignUpFormError)
}

/// One step of a sign-up attempt, as the view model's single shared stream of attempts carries it.
enum SignUpActivity: Hashable, Sendable {
  /// The request went to the store; taps are ignored until it answers.
  case started
  /// The attempt ended without the store refusing a field.
  case finished(SignUpSubmission)
  /// The store refused a field of this request (taken): nothing was written.
  case refused(FieldProblem, SignUpRequest)

  /// What the attempt produced for the screen, or `nil` while it is in flight.
  var submission: SignUpSubmission? {
    switch self {
    case .started: return nil
    case .finished(let submission): return submission
    case .refused(let problem, _): return .rejected(SignUpFormError(problems: [problem]))
    }
  }

  /// Whether the request is in flight.
  var isInFlight: Bool { self == .started }
}

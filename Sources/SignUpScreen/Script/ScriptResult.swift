import SignUp

/// How a played script ended.
enum ScriptResult: Hashable, Sendable {
  /// A valid submit on `line`: the request and its JSON (already printed); `skippedActions` later actions were
  /// not run.
  case submitted(SignUpRequest, json: String, line: Int, skippedActions: Int)
  /// The script ended without a valid submit; the problems of the last refused submit, if there was one.
  case notSubmitted(lastRejection: SignUpFormError?)
  /// The request could not be turned into JSON.
  case encodingFailed(String)
}

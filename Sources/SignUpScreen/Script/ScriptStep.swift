import SignUpProgram

/// A script action with the line it came from.
struct ScriptStep: Hashable, Sendable {
  /// The 1-based line number.
  var line: Int
  /// The line as written (without its line break).
  var text: String
  /// The action: `type` is `.replace`, `tap` is `.tap`, `submit` is `.submit`.
  var action: FaceStep
}

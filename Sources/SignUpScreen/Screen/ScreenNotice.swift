/// A one-off message on the status line, cleared by the next action.
enum ScreenNotice: Hashable, Sendable {
  /// A sign-up attempt was refused; `problemCount` fields show why.
  case checkFields(problemCount: Int)
  /// A paste was longer than the terminal reader keeps; only `limit` characters arrived.
  case pasteTruncated(limit: Int)
  /// A field is full: `dropped` characters were left out.
  case fieldFull(TextFieldKind, limit: Int, dropped: Int)
}

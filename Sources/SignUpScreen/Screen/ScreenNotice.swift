/// A one-off message on the status line, cleared by the next action.
enum ScreenNotice: Hashable, Sendable {
  /// A sign-up attempt was refused; `problemCount` fields show why.
  case checkFields(problemCount: Int)
  /// A paste was longer than the terminal reader keeps: only its first `limit` characters arrived, `dropped`
  /// were left out.
  case pasteTruncated(limit: Int, dropped: Int)
  /// A field is full: `dropped` characters were left out (of the paste or the typed text, all counted).
  case fieldFull(TextFieldKind, limit: Int, dropped: Int)
  /// `count` control characters were removed from a paste.
  case controlCharactersRemoved(count: Int)
  /// Input that was not valid UTF-8 was left out.
  case invalidTextDropped
  /// Text was typed while the gender group or the sign-up button had focus, where it cannot go.
  case typingIgnored
  /// Esc or Ctrl-C on a form with something in it: pressing it again leaves.
  case confirmCancel
}

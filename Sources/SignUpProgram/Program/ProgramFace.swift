/// The two faces of the sign-up program: the same rules, words, arguments and exit statuses, drawn in a terminal
/// or in a window.
///
/// ```swift
/// ProgramFace.window.commandName  // "signup-gtk"
/// ```
public enum ProgramFace: Hashable, Sendable, CaseIterable {
  /// `signup`: the screen in a terminal, or a script without one.
  case terminal
  /// `signup-gtk`: the GTK 4 window.
  case window

  /// The version both commands print with `--version`.
  public static let version = "0.1.0"

  /// The command's name, as typed and as it starts its messages.
  public var commandName: String {
    switch self {
    case .terminal: return "signup"
    case .window: return "signup-gtk"
    }
  }
}

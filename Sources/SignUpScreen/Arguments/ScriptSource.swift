/// Where a `--script` comes from.
enum ScriptSource: Hashable, Sendable {
  /// `--script -`: standard input.
  case standardInput
  /// `--script FILE`: a file.
  case file(path: String)

  /// The source as named in messages: the path, or `standard input`.
  var displayName: String {
    switch self {
    case .standardInput: return "standard input"
    case .file(let path): return path
    }
  }
}

import SignUp

/// Where a `--script` comes from.
public enum ScriptSource: Hashable, Sendable {
  /// `--script -`: standard input.
  case standardInput
  /// `--script FILE`: a file.
  case file(path: String)

  /// The source as named in messages: the path, or `standard input` / `표준 입력`.
  /// - Parameter language: The language of the name of standard input.
  public func displayName(in language: Language) -> String {
    switch (self, language) {
    case (.standardInput, .english): return "standard input"
    case (.standardInput, .korean): return "표준 입력"
    case (.file(let path), _): return path
    }
  }
}

/// Why a script cannot be played.
enum ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Some lines are not valid actions; every one is listed, and nothing was run.
  case invalidLines(source: String, problems: [ScriptProblem])
  /// The script could not be read.
  case unreadable(source: String, reason: String)
  /// The script is not UTF-8 text.
  case notText(source: String)

  /// One line per problem, each naming the source and the line.
  var description: String {
    switch self {
    case .invalidLines(let source, let problems):
      let count = problems.count == 1 ? "1 bad line" : "\(problems.count) bad lines"
      return (["script \(source): \(count), nothing was run"] + problems.map { "  \(source): \($0)" })
        .joined(separator: "\n")
    case .unreadable(let source, let reason):
      return "cannot read script \(source): \(reason)"
    case .notText(let source):
      return "script \(source) is not UTF-8 text"
    }
  }
}

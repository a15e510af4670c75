import SignUp

/// Reads a `--script`: one action per line, checked all at once so that a bad line stops the script before
/// anything runs.
///
/// ```swift
/// try ScriptParser.parse("type nickname 새싹\n# a comment\ntap female\nsubmit\n", source: "-")
/// // [line 1: .type(.nickname, "새싹"), line 3: .tap(.female), line 4: .submit]
/// ```
enum ScriptParser {
  /// Parses a whole script.
  ///
  /// Lines may end in LF, CRLF or a lone CR (old Mac files) and may be indented; blank lines and lines whose
  /// first non-blank character is `#` are skipped. In `type FIELD TEXT`, TEXT is everything after the single space that follows FIELD, kept
  /// as written (it may be empty, which clears the field).
  /// - Parameters:
  ///   - text: The script.
  ///   - source: The script's name, for errors.
  /// - Returns: The actions with their line numbers.
  /// - Throws: `ScriptError.invalidLines` listing every bad line; `.noActions` when no line is an action.
  static func parse(_ text: String, source: String) throws(ScriptError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var problems: [ScriptProblem] = []
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    for (index, line) in lines.enumerated() {
      switch parseLine(line) {
      case .none:
        continue
      case .some(.success(let action)):
        steps.append(ScriptStep(line: index + 1, text: String(line), action: action))
      case .some(.failure(let reason)):
        problems.append(ScriptProblem(line: index + 1, text: String(line), reason: reason))
      }
    }
    guard problems.isEmpty else { throw .invalidLines(source: source, problems: problems) }
    guard !steps.isEmpty else { throw .noActions(source: source) }
    return steps
  }

  /// A line's action, its problem, or `nil` for a blank or comment line.
  private static func parseLine(_ line: Substring) -> Result<ScriptAction, ScriptProblem.Reason>? {
    let content = line.drop(while: isBlank)
    guard let first = content.first, first != "#" else { return nil }
    let word = content.prefix { !isBlank($0) }
    let afterWord = content.dropFirst(word.count)
    switch word {
    case "type":
      let arguments = afterWord.drop(while: isBlank)
      let field = arguments.prefix { !isBlank($0) }
      guard !field.isEmpty else { return .failure(.missingField) }
      guard let kind = textField(named: field) else { return .failure(.unknownField(String(field))) }
      let text = arguments.dropFirst(field.count).dropFirst()
      return .success(.type(kind, String(text)))
    case "tap":
      let arguments = afterWord.trimmingBlanks()
      guard !arguments.isEmpty else { return .failure(.missingGender) }
      let name = arguments.prefix { !isBlank($0) }
      let extra = arguments.dropFirst(name.count).trimmingBlanks()
      guard let gender = gender(named: name) else { return .failure(.unknownGender(String(name))) }
      guard extra.isEmpty else { return .failure(.unexpectedText(action: "tap \(name)", text: String(extra))) }
      return .success(.tap(gender))
    case "submit":
      let extra = afterWord.trimmingBlanks()
      guard extra.isEmpty else { return .failure(.unexpectedText(action: "submit", text: String(extra))) }
      return .success(.submit)
    default:
      return .failure(.unknownAction(String(word)))
    }
  }

  private static func textField(named name: Substring) -> TextFieldKind? {
    switch name {
    case "nickname": return .nickname
    case "email": return .email
    case "birth": return .birthDate
    default: return nil
    }
  }

  private static func gender(named name: Substring) -> Gender? {
    switch name {
    case "male": return .male
    case "female": return .female
    default: return nil
    }
  }

  private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingBlanks() -> Substring {
    let start = drop { $0 == " " || $0 == "\t" }
    var end = start.endIndex
    while end > start.startIndex {
      let previous = start.index(before: end)
      guard start[previous] == " " || start[previous] == "\t" else { break }
      end = previous
    }
    return start[start.startIndex..<end]
  }
}

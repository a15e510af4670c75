import SignUp
import SignUpProgram

/// Reads a `--script`: one action per line, checked all at once so that a bad line stops the script before
/// anything runs.
///
/// The script is read scalar by scalar, not character by character, so text that begins with a combining mark
/// (`type nickname ́abc`) stays the field's text instead of joining the space before it and the field's name.
///
/// ```swift
/// try ScriptParser.parse("type nickname 새싹\n# a comment\ntap female\nsubmit\n", source: "-")
/// // [line 1: .replace(.nickname, "새싹"), line 3: .tap(.female), line 4: .submit]
/// ```
enum ScriptParser {

  /// Parses a whole script.
  ///
  /// Lines may end in LF, CRLF or a lone CR (old Mac files) and may be indented; blank lines and lines whose
  /// first non-blank character is `#` are skipped. In `type FIELD TEXT`, TEXT is everything after the single space
  /// that follows FIELD, kept as written (it may be empty, which clears the field); it goes into the field as a
  /// paste does, so control characters in it are removed and said on the screen's status line.
  /// - Parameters:
  ///   - text: The script.
  ///   - source: The script's name, for errors.
  /// - Returns: The actions with their line numbers.
  /// - Throws: `ScriptError.invalidLines` listing every bad line; `.noActions` when no line is an action.
  static func parse(_ text: String, source: String) throws(ScriptError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    var problems: [ScriptProblem] = []
    for (index, line) in lines(of: text).enumerated() {
      let written = String(line)
      switch parseLine(line) {
      case .none:
        continue
      case .some(.success(let action)):
        steps.append(ScriptStep(line: index + 1, text: written, action: action))
      case .some(.failure(let reason)):
        problems.append(ScriptProblem(line: index + 1, text: written, reason: reason))
      }
    }
    guard problems.isEmpty else { throw .invalidLines(source: source, problems: problems) }
    guard !steps.isEmpty else { throw .noActions(source: source) }
    return steps
  }

  /// The lines of a script, split at LF, CRLF and CR.
  private static func lines(of text: String) -> [Substring.UnicodeScalarView] {
    let scalars = Substring(text).unicodeScalars
    var lines: [Substring.UnicodeScalarView] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard scalar == "\n" || scalar == "\r" else {
        index = scalars.index(after: index)
        continue
      }
      lines.append(scalars[start..<index])
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
      start = index
    }
    lines.append(scalars[start..<scalars.endIndex])
    return lines
  }

  /// A line's action, its problem, or `nil` for a blank or comment line.
  private static func parseLine(_ line: Substring.UnicodeScalarView) -> Result<FaceStep, ScriptProblem.Reason>? {
    let content = line.drop(while: isBlank)
    guard let first = content.first, first != "#" else { return nil }
    let word = content.prefix { !isBlank($0) }
    let afterWord = content.dropFirst(word.count)
    switch String(word) {
    case "type":
      let arguments = afterWord.drop(while: isBlank)
      let field = arguments.prefix { !isBlank($0) }
      guard !field.isEmpty else { return .failure(.missingField) }
      guard let kind = textField(named: String(field)) else { return .failure(.unknownField(String(field))) }
      let text = arguments.dropFirst(field.count).dropFirst()
      return .success(.replace(kind, String(text)))
    case "tap":
      let arguments = trimmingBlanks(afterWord)
      guard !arguments.isEmpty else { return .failure(.missingGender) }
      let name = String(arguments.prefix { !isBlank($0) })
      let extra = trimmingBlanks(arguments.dropFirst(name.unicodeScalars.count))
      guard let gender = gender(named: name) else { return .failure(.unknownGender(name)) }
      guard extra.isEmpty else { return .failure(.unexpectedText(action: "tap \(name)", text: String(extra))) }
      return .success(.tap(gender))
    case "submit":
      let extra = trimmingBlanks(afterWord)
      guard extra.isEmpty else { return .failure(.unexpectedText(action: "submit", text: String(extra))) }
      return .success(.submit)
    default:
      return .failure(.unknownAction(String(word)))
    }
  }

  private static func textField(named name: String) -> SignUpField? {
    switch name {
    case "nickname": return .nickname
    case "email": return .email
    case "birth": return .birthDate
    default: return nil
    }
  }

  private static func gender(named name: String) -> Gender? {
    switch name {
    case "male": return .male
    case "female": return .female
    default: return nil
    }
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  /// The scalars without leading and trailing spaces and tabs.
  private static func trimmingBlanks(_ scalars: Substring.UnicodeScalarView) -> Substring.UnicodeScalarView {
    let start = scalars.drop(while: isBlank)
    var end = start.endIndex
    while end > start.startIndex {
      let previous = start.index(before: end)
      guard isBlank(start[previous]) else { break }
      end = previous
    }
    return start[start.startIndex..<end]
  }
}

/// A script line that is not a valid action.
struct ScriptProblem: Hashable, Sendable, CustomStringConvertible {
  /// Why a line was refused.
  enum Reason: Error, Hashable, Sendable {
    /// The first word is not `type`, `tap` or `submit`.
    case unknownAction(String)
    /// `type` without a field name.
    case missingField
    /// `type` with a field other than `nickname`, `email` or `birth`.
    case unknownField(String)
    /// `tap` without a gender.
    case missingGender
    /// `tap` with something other than `male` or `female`.
    case unknownGender(String)
    /// Text after an action that takes none (`submit`) or after the gender of `tap`.
    case unexpectedText(action: String, text: String)
  }

  /// The 1-based line number.
  var line: Int
  /// The line as written.
  var text: String
  /// Why it was refused.
  var reason: Reason

  /// For example `line 3: unknown action 'tapp' in "tapp male" (expected type, tap or submit)`.
  var description: String {
    "line \(line): \(explanation) in \"\(text)\""
  }

  private var explanation: String {
    switch reason {
    case .unknownAction(let word):
      return "unknown action '\(word)' (expected type, tap or submit)"
    case .missingField:
      return "'type' needs a field: type nickname|email|birth TEXT"
    case .unknownField(let field):
      return "unknown field '\(field)' (expected nickname, email or birth)"
    case .missingGender:
      return "'tap' needs a button: tap male|female"
    case .unknownGender(let gender):
      return "unknown button '\(gender)' (expected male or female)"
    case .unexpectedText(let action, let text):
      return "unexpected '\(text)' after '\(action)'"
    }
  }
}

/// A bad `signup-gtk` argument.
public enum SignupGTKArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--lang` without a value.
  case missingValue(String)
  /// `--lang` given twice.
  case repeatedOption(String)
  /// A language other than `ko` and `en`.
  case unknownLanguage(String)
  /// Anything else.
  case unexpectedArgument(String)

  /// The message.
  public var description: String {
    switch self {
    case .missingValue(let option): return "\(option) needs a value (ko or en)"
    case .repeatedOption(let option): return "\(option) is given more than once"
    case .unknownLanguage(let value): return "unknown language '\(value)' (use ko or en)"
    case .unexpectedArgument(let argument): return "unexpected argument '\(argument)'"
    }
  }
}

/// A command-line argument `signup` cannot accept.
enum ArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option that does not exist, as given.
  case unknownOption(String)
  /// An option given without its value (`--lang`, `--script`).
  case missingValue(String)
  /// An option given twice.
  case repeatedOption(String)
  /// A `--lang` value other than `ko` or `en`, as given.
  case unknownLanguage(String)
  /// An argument that is not an option.
  case unexpectedArgument(String)

  /// A sentence naming the argument and what is expected.
  var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(option)'"
    case .missingValue(let option):
      let expected = option == "--lang" ? "ko or en" : "a file name, or - for standard input"
      return "option '\(option)' needs a value (\(expected))"
    case .repeatedOption(let option):
      return "option '\(option)' is given more than once"
    case .unknownLanguage(let value):
      return "unknown language '\(value)' for --lang (use ko or en)"
    case .unexpectedArgument(let argument):
      return "unexpected argument '\(argument)' (signup takes options only)"
    }
  }
}

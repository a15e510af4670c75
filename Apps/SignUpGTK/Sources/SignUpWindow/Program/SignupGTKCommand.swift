import SignUp

/// What the command line asks `signup-gtk` to do.
///
/// ```swift
/// try SignupGTKCommand(arguments: ["--lang", "en"], environment: [:])  // .window(language: .english)
/// ```
public enum SignupGTKCommand: Hashable, Sendable {
  /// `--help`: print the usage.
  case help
  /// Open the window.
  case window(language: Language)

  /// The usage text.
  public static let usage = """
    usage: signup-gtk [--lang ko|en]

    Opens the sign-up window. A valid sign-up closes it and prints the request as one line of JSON on standard
    output. Without --lang the language comes from LC_ALL, LC_MESSAGES or LANG (ko_* gives Korean).
    Exit status: 0 signed up, 1 window closed, 2 could not run (bad arguments, no display),
    3 the request could not be written.
    """

  /// Parses the arguments (without the program name): `--lang ko|en` (or `--lang=ko`), `--help` / `-h`.
  /// - Throws: `SignupGTKArgumentError` naming the first bad argument.
  public init(arguments: [String], environment: [String: String]) throws(SignupGTKArgumentError) {
    var language: Language?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" {
        self = .help
        return
      }
      let value: String
      if argument == "--lang" {
        guard let next = remaining.popFirst() else { throw .missingValue("--lang") }
        value = next
      } else if argument.hasPrefix("--lang=") {
        value = String(argument.dropFirst("--lang=".count))
      } else {
        throw .unexpectedArgument(argument)
      }
      guard language == nil else { throw .repeatedOption("--lang") }
      do throws(LanguageError) {
        language = try Language(argument: value)
      } catch {
        throw .unknownLanguage(value)
      }
    }
    self = .window(language: language ?? Language.detected(fromEnvironment: environment))
  }
}

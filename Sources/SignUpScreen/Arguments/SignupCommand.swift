import SignUp

/// What the command line asks `signup` to do.
///
/// ```swift
/// try SignupCommand(arguments: ["--lang", "en"], environment: [:])  // .interactive(language: .english)
/// try SignupCommand(arguments: ["--script", "-"], environment: ["LANG": "ko_KR.UTF-8"])
/// // .script(.standardInput, language: .korean)
/// ```
enum SignupCommand: Hashable, Sendable {
  /// `--help`: print the usage to standard output, in the language of `--lang` or the environment.
  case help(language: Language)
  /// `--version`: print the version to standard output.
  case version
  /// Run the interactive screen.
  case interactive(language: Language)
  /// Play a script of actions and print the screen after each.
  case script(ScriptSource, language: Language)

  /// Parses the arguments (without the program name).
  ///
  /// Options: `--lang ko|en` (or `--lang=ko`), `--script FILE|-` (or `--script=FILE`), `--help` / `-h`,
  /// `--version`. Each option may be given once; `--help` and `--version` win over everything after them. Without
  /// `--lang` the language comes from `LC_ALL`, `LC_MESSAGES` or `LANG`.
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - environment: The process environment, for the default language.
  /// - Throws: `ArgumentError` naming the first bad argument.
  init(arguments: [String], environment: [String: String]) throws(ArgumentError) {
    var language: Language?
    var script: ScriptSource?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" {
        self = .help(language: language ?? Self.language(in: arguments, environment: environment))
        return
      }
      if argument == "--version" {
        self = .version
        return
      }
      let (name, attached) = Self.split(argument)
      switch name {
      case "--lang":
        guard language == nil else { throw .repeatedOption(name) }
        let value = try Self.value(of: name, attached: attached, remaining: &remaining)
        do throws(LanguageError) {
          language = try Language(argument: value)
        } catch {
          throw .unknownLanguage(value)
        }
      case "--script":
        guard script == nil else { throw .repeatedOption(name) }
        let value = try Self.value(of: name, attached: attached, remaining: &remaining)
        guard !value.isEmpty else { throw .missingValue(name) }
        script = value == "-" ? .standardInput : .file(path: value)
      default:
        if argument.hasPrefix("-") && argument != "-" { throw .unknownOption(argument) }
        throw .unexpectedArgument(argument)
      }
    }
    let chosen = language ?? Language.detected(fromEnvironment: environment)
    if let script {
      self = .script(script, language: chosen)
    } else {
      self = .interactive(language: chosen)
    }
  }

  /// The language for messages about the arguments, even when they do not parse: the first valid `--lang`
  /// value, else the environment's.
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - environment: The process environment.
  /// - Returns: The language.
  static func language(in arguments: [String], environment: [String: String]) -> Language {
    for (index, argument) in arguments.enumerated() {
      let (name, attached) = split(argument)
      guard name == "--lang" else { continue }
      let value = attached ?? (index + 1 < arguments.count ? arguments[index + 1] : "")
      if let language = try? Language(argument: value) { return language }
    }
    return Language.detected(fromEnvironment: environment)
  }

  /// Splits `--name=value` into the name and the attached value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The option's value: the attached one, or the next argument (which must not look like an option).
  private static func value(
    of name: String, attached: String?, remaining: inout ArraySlice<String>
  ) throws(ArgumentError) -> String {
    if let attached { return attached }
    guard let next = remaining.first, next == "-" || !next.hasPrefix("-") else { throw .missingValue(name) }
    remaining.removeFirst()
    return next
  }
}

import Foundation
import SignUp

/// What the command line asks `signup` or `signup-gtk` to do: one parser for both.
///
/// ```swift
/// try ProgramCommand(arguments: ["--lang", "en"], environment: [:], face: .window)  // .run(.english, script: nil)
/// try ProgramCommand(arguments: ["--script", "-"], environment: ["LANG": "ko_KR.UTF-8"], face: .terminal)
/// // .run(.korean, script: .standardInput)
/// ```
public enum ProgramCommand: Hashable, Sendable {
  /// `--help`: print the usage to standard output, in the language of `--lang` or the environment.
  case help(Language)
  /// `--version`: print the version to standard output.
  case version
  /// Run the program: the form (a terminal screen or a window), or a script (`signup` only), signing up into
  /// the chosen account store.
  case run(Language, script: ScriptSource?, accounts: AccountStoreChoice = .defaultFile)

  /// Parses the arguments (without the program name).
  ///
  /// Options: `--lang ko|en` (or `--lang=ko`), `--help` / `-h`, `--version`, `--accounts FILE` (the embedded
  /// store's file) or `--server URL` (the sign-up service), and for `signup` only `--script FILE|-` (or
  /// `--script=FILE`). Each option may be given once; `--help` and `--version` win over
  /// everything after them. Without `--lang` the language comes from `LC_ALL`, `LC_MESSAGES` or `LANG`.
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - environment: The process environment, for the default language.
  ///   - face: The program parsing them (`--script` is the terminal's).
  /// - Throws: `ArgumentError` naming the first bad argument.
  public init(arguments: [String], environment: [String: String], face: ProgramFace) throws(ArgumentError) {
    var language: Language?
    var script: ScriptSource?
    var accounts: AccountStoreChoice?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" {
        self = .help(language ?? Self.language(in: arguments, environment: environment))
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
      case "--accounts":
        if case .file? = accounts { throw .repeatedOption(name) }
        guard accounts == nil else { throw .conflictingStores }
        let value = try Self.value(of: name, attached: attached, remaining: &remaining)
        guard !value.isEmpty, value != "-" else { throw .missingValue(name) }
        accounts = .file(path: value)
      case "--server":
        if case .service? = accounts { throw .repeatedOption(name) }
        guard accounts == nil else { throw .conflictingStores }
        let value = try Self.value(of: name, attached: attached, remaining: &remaining)
        guard let url = Self.serviceURL(value) else { throw .badServerAddress(value) }
        accounts = .service(url)
      case "--script" where face == .terminal:
        guard script == nil else { throw .repeatedOption(name) }
        let value = try Self.value(of: name, attached: attached, remaining: &remaining)
        guard !value.isEmpty else { throw .missingValue(name) }
        script = value == "-" ? .standardInput : .file(path: value)
      default:
        if argument.hasPrefix("-") && argument != "-" { throw .unknownOption(argument) }
        throw .unexpectedArgument(argument)
      }
    }
    self = .run(
      language ?? Language.detected(fromEnvironment: environment), script: script, accounts: accounts ?? .defaultFile)
  }

  /// The language for messages about the arguments, even when they do not parse: the first valid `--lang`
  /// value, else the environment's.
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - environment: The process environment.
  /// - Returns: The language.
  public static func language(in arguments: [String], environment: [String: String]) -> Language {
    for (index, argument) in arguments.enumerated() {
      let (name, attached) = split(argument)
      guard name == "--lang" else { continue }
      let value = attached ?? (index + 1 < arguments.count ? arguments[index + 1] : "")
      if let language = try? Language(argument: value) { return language }
    }
    return Language.detected(fromEnvironment: environment)
  }

  /// An `http` or `https` address with a host and nothing after the path (`http://127.0.0.1:8080`).
  private static func serviceURL(_ text: String) -> URL? {
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil, components.user == nil, let url = components.url
    else { return nil }
    return url
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

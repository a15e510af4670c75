/// A language the sign-up texts (messages and labels) can be shown in.
///
/// ```swift
/// let language = try Language(argument: "ko")  // .korean
/// let fromShell = Language.detected(fromLocale: "ko_KR.UTF-8")  // .korean
/// ```
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// Korean, written `ko` on the command line.
  case korean = "ko"
  /// English, written `en` on the command line.
  case english = "en"

  /// Parses the value given to a `--lang` command-line option.
  ///
  /// Accepts `ko` or `en`, ignoring letter case and surrounding whitespace.
  ///
  /// ```swift
  /// try Language(argument: "EN")  // .english
  /// try Language(argument: "fr")  // throws LanguageError.unknownValue("fr")
  /// ```
  /// - Parameter argument: The option's value, for example `"ko"`.
  /// - Throws: `LanguageError.unknownValue` when the value is neither `ko` nor `en`.
  public init(argument: String) throws(LanguageError) {
    let normalized = argument.trimmingWhitespace().lowercased()
    guard let language = Language(rawValue: normalized) else {
      throw .unknownValue(argument)
    }
    self = language
  }

  /// Picks the language from a POSIX locale value such as the `LANG` environment variable.
  ///
  /// The language code is the part before the first `_`, `-`, `.`, `@` or `:`. Code `ko` (any letter case) gives
  /// `.korean`; everything else, including `nil`, `""`, `"C"` and `"POSIX"`, gives `.english`.
  ///
  /// ```swift
  /// Language.detected(fromLocale: "ko_KR.UTF-8")  // .korean
  /// Language.detected(fromLocale: "en_US.UTF-8")  // .english
  /// ```
  /// - Parameter value: The locale value, or `nil` when the variable is not set.
  /// - Returns: `.korean` for a Korean locale, otherwise `.english`.
  public static func detected(fromLocale value: String?) -> Language {
    guard let value else { return .english }
    let separators: Set<Character> = ["_", "-", ".", "@", ":"]
    let code = value.prefix { !separators.contains($0) }
    return code.lowercased() == Language.korean.rawValue ? .korean : .english
  }

  /// Picks the language from environment variables, using the first non-empty one of `LC_ALL`, `LC_MESSAGES`
  /// and `LANG` (the POSIX order for message texts).
  ///
  /// ```swift
  /// Language.detected(fromEnvironment: ProcessInfo.processInfo.environment)
  /// ```
  /// - Parameter environment: The process environment.
  /// - Returns: The detected language; `.english` when none of the variables is set.
  public static func detected(fromEnvironment environment: [String: String]) -> Language {
    let names = ["LC_ALL", "LC_MESSAGES", "LANG"]
    let value = names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    return detected(fromLocale: value)
  }
}

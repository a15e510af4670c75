import Foundation

/// A problem with a language value given by the user, for example on the command line.
public enum LanguageError: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// The value is neither `ko` nor `en`; carries the value exactly as given.
  case unknownValue(String)

  /// The message for this problem in the given language.
  ///
  /// - Parameter language: The language to write the message in.
  /// - Returns: A sentence naming the bad value and the accepted ones.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.unknownValue(let value), .korean):
      return "알 수 없는 언어 '\(value)'입니다. 'ko' 또는 'en'을 사용해 주세요."
    case (.unknownValue(let value), .english):
      return "Unknown language '\(value)'. Use 'ko' or 'en'."
    }
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}

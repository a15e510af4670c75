import Foundation
import SignUp

/// Why there is no default place for the account store.
///
/// ```swift
/// AccountStoreLocationError.noDataHome.message(in: .english)
/// // "No folder for the account store: set HOME or XDG_DATA_HOME to an absolute path."
/// ```
public enum AccountStoreLocationError: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible,
  LocalizedError
{
  /// Neither `XDG_DATA_HOME` nor `HOME` is an absolute path.
  case noDataHome

  /// A sentence saying what to set.
  /// - Parameter language: The language of the sentence.
  /// - Returns: The message.
  public func message(in language: Language) -> String {
    switch language {
    case .korean: return "계정 저장소를 둘 폴더가 없습니다: HOME이나 XDG_DATA_HOME을 절대 경로로 설정해 주세요."
    case .english: return "No folder for the account store: set HOME or XDG_DATA_HOME to an absolute path."
    }
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}

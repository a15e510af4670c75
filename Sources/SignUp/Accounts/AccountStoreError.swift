import Foundation

/// Why a store could not answer: kept apart from "taken", which is an answer.
///
/// The reasons carried by `.cannotOpen`, `.unreachable`, `.badAnswer` and `.failed` come from the system or the
/// library (`strerror`, SQLite, the HTTP client; the service's client words a transport failure in the face's
/// language), never from what a person typed; a face still escapes them for display like any text.
///
/// ```swift
/// AccountStoreError.busy.message(in: .english)
/// // "The account store is locked by another program and did not become free in time."
/// ```
public enum AccountStoreError: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// Another program held the store's lock past the store's timeout.
  case busy
  /// The store's file (or its folder) cannot be written.
  case readOnly
  /// The disk is full.
  case diskFull
  /// The file is not an SQLite database, or it is damaged.
  case notAnAccountStore
  /// The file's schema is newer than this program knows (made by a newer Sprout).
  case newerSchema(version: Int)
  /// The store's path names a folder.
  case isDirectory
  /// The file could not be opened, for the system's reason.
  case cannotOpen(reason: String)
  /// The sign-up service could not be reached (refused, timed out, no network), for this reason.
  case unreachable(reason: String)
  /// The sign-up service answered something this program does not understand.
  case badAnswer(reason: String)
  /// Any other failure of the store, with the library's reason.
  case failed(reason: String)

  /// A sentence saying what went wrong; what the person typed is kept, and they can try again.
  /// - Parameter language: The language of the sentence.
  /// - Returns: The message.
  public func message(in language: Language) -> String {
    switch (self, language) {
    case (.busy, .korean): return "다른 프로그램이 계정 저장소를 잠그고 있어 제때 쓸 수 없었습니다."
    case (.busy, .english): return "The account store is locked by another program and did not become free in time."
    case (.readOnly, .korean): return "계정 저장소에 쓸 수 없습니다(읽기 전용)."
    case (.readOnly, .english): return "The account store cannot be written (it is read-only)."
    case (.diskFull, .korean): return "디스크가 가득 차서 계정을 저장할 수 없습니다."
    case (.diskFull, .english): return "The disk is full: the account cannot be saved."
    case (.notAnAccountStore, .korean): return "이 파일은 계정 저장소가 아닙니다(SQLite 데이터베이스가 아니거나 손상되었습니다)."
    case (.notAnAccountStore, .english): return "The file is not an account store (not an SQLite database, or damaged)."
    case (.newerSchema(let version), .korean): return "더 새로운 Sprout가 만든 계정 저장소입니다(스키마 버전 \(version))."
    case (.newerSchema(let version), .english):
      return "The account store was made by a newer Sprout (schema version \(version))."
    case (.isDirectory, .korean): return "계정 저장소 경로가 폴더입니다."
    case (.isDirectory, .english): return "The account store's path is a folder."
    case (.cannotOpen(let reason), .korean): return "계정 저장소를 열 수 없습니다: \(Self.ended(reason))"
    case (.cannotOpen(let reason), .english): return "The account store cannot be opened: \(Self.ended(reason))"
    case (.unreachable(let reason), .korean): return "가입 서비스에 연결할 수 없습니다: \(Self.ended(reason))"
    case (.unreachable(let reason), .english): return "The sign-up service cannot be reached: \(Self.ended(reason))"
    case (.badAnswer(let reason), .korean): return "가입 서비스가 알 수 없는 응답을 보냈습니다: \(Self.ended(reason))"
    case (.badAnswer(let reason), .english):
      return "The sign-up service sent an answer this program does not understand: \(Self.ended(reason))"
    case (.failed(let reason), .korean): return "계정 저장소에서 오류가 났습니다: \(Self.ended(reason))"
    case (.failed(let reason), .english): return "The account store failed: \(Self.ended(reason))"
    }
  }

  /// A system's or library's reason as the end of a sentence: it comes with its period or without ("HTTP 501").
  private static func ended(_ reason: String) -> String {
    let trimmed = reason.trimmingCharacters(in: .whitespacesAndNewlines)
    let isEnded = trimmed.isEmpty || [".", "!", "?", ".)"].contains { trimmed.hasSuffix($0) }
    return isEnded ? trimmed : trimmed + "."
  }

  /// The error a store's `Single` failed with, as an ``AccountStoreError`` (any other error is `.failed`).
  /// - Parameter error: What the `Single` failed with.
  /// - Returns: The store error.
  public static func from(_ error: any Error) -> AccountStoreError {
    (error as? AccountStoreError) ?? .failed(reason: String(describing: error))
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}

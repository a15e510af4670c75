import RxCore

/// What the sign-up's view models talk to: check a nickname, create an account.
///
/// Both calls answer asynchronously, never on the caller's stack and never blocking the main thread; an
/// implementation does its work on a queue of its own, and the view model observes the answer on the main
/// scheduler. "Taken" is an answer, not an error: a `Single` fails only with an ``AccountStoreError`` (the store
/// could not answer at all). The embedded SQLite store (`Accounts`' `SQLiteAccountStore`) and the sign-up service's
/// client both conform.
///
/// ```swift
/// store.availability(of: try Nickname(validating: "새싹"))
///   .subscribe(onSuccess: { print($0) })  // available
/// ```
public protocol AccountStore: Sendable {
  /// Whether a nickname is free now. The answer can be stale by the time it arrives: only
  /// ``createAccount(_:)`` decides, by the store's constraints.
  /// - Parameter nickname: A nickname that passed the nickname rule.
  /// - Returns: A `Single` of the answer, or of an ``AccountStoreError``.
  func availability(of nickname: Nickname) -> Single<NicknameAvailability>

  /// Creates an account, or says which field is taken; nothing is written in that case.
  /// - Parameter request: The checked sign-up request.
  /// - Returns: A `Single` of the account or the refusal, or of an ``AccountStoreError``.
  func createAccount(_ request: SignUpRequest) -> Single<AccountCreation>
}

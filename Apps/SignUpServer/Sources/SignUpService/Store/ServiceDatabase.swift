import Foundation
import SignUp

/// What the service asks of its database, synchronously, from the HTTP worker threads (each call on one thread;
/// several threads at once). Every race is decided by the database's unique constraints, never by a check followed
/// by a write.
///
/// ```swift
/// let outcome = try database.createAccount(request, skeleton: skeleton, idempotency: nil, at: Date())
/// ```
public protocol ServiceDatabase: Sendable {
  /// Answers once the database does (`SELECT 1`).
  /// - Throws: ``AccountStoreError`` when it does not.
  func ping() throws(AccountStoreError)

  /// Whether a nickname is free: `.taken` for one with the same canonical key, `.resemblesTaken` for another with
  /// the same skeleton.
  /// - Parameters:
  ///   - nickname: A nickname that passed the rule.
  ///   - skeleton: Its confusable skeleton.
  /// - Returns: The answer.
  /// - Throws: ``AccountStoreError``.
  func availability(of nickname: Nickname, skeleton: String) throws(AccountStoreError) -> NicknameAvailability

  /// Creates an account, or says why not, in one transaction with its idempotency key when there is one.
  /// - Parameters:
  ///   - request: The checked request.
  ///   - skeleton: Its nickname's confusable skeleton.
  ///   - idempotency: The request's `Idempotency-Key` and its canonical body, if it came with one.
  ///   - date: The creation time.
  /// - Returns: The outcome.
  /// - Throws: ``AccountStoreError``.
  func createAccount(_ request: SignUpRequest, skeleton: String, idempotency: IdempotencyKey?, at date: Date)
    throws(AccountStoreError) -> SignUpOutcome

  /// Creates an account as ``createAccount(_:skeleton:idempotency:at:)`` does, handing the outcome to
  /// `completion` on any thread, perhaps later (a store with a writer thread of its own answers there, and the
  /// caller's thread is free meanwhile). The default answers at once, on the calling thread.
  func createAccount(
    _ request: SignUpRequest, skeleton: String, idempotency: IdempotencyKey?, at date: Date,
    completion: @escaping @Sendable (Result<SignUpOutcome, AccountStoreError>) -> Void)

  /// Recomputes the skeletons stored with another ICU version than `version` (at start-up). A recomputed skeleton
  /// another account already has is dropped (that nickname stays, unguarded by the skeleton, as it was made).
  /// - Parameters:
  ///   - version: The running ICU's version.
  ///   - skeleton: Computes a skeleton from a canonical key.
  /// - Returns: How many accounts were updated.
  /// - Throws: ``AccountStoreError``.
  func refreshSkeletons(version: String, skeleton: (String) -> String?) throws(AccountStoreError) -> Int
}

extension ServiceDatabase {
  public func createAccount(
    _ request: SignUpRequest, skeleton: String, idempotency: IdempotencyKey?, at date: Date,
    completion: @escaping @Sendable (Result<SignUpOutcome, AccountStoreError>) -> Void
  ) {
    completion(
      Result { () throws(AccountStoreError) in
        try createAccount(request, skeleton: skeleton, idempotency: idempotency, at: date)
      })
  }
}

/// An `Idempotency-Key` header's value, with the request it came with (as canonical JSON) so a reuse with another
/// body is told apart from a retry.
public struct IdempotencyKey: Hashable, Sendable {
  /// The header's value.
  public let key: String
  /// The request as sorted, compact JSON.
  public let request: String

  /// Pairs a key with its request.
  /// - Parameters:
  ///   - key: The header's value.
  ///   - request: The canonical request JSON.
  public init(key: String, request: String) {
    self.key = key
    self.request = request
  }
}

/// What the database did with a sign-up.
public enum SignUpOutcome: Hashable, Sendable {
  /// A new account.
  case created(Account)
  /// The account an earlier request with the same key and body created (a retry).
  case replayed(Account)
  /// Nothing written: the nickname is taken or looks like a taken one, or the email is taken.
  case refused(FieldProblem)
  /// The key came before with another body; nothing written.
  case keyReused
}

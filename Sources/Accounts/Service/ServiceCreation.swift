import SignUp

/// What a sign-up through the service's connection did (``SQLiteServiceConnection/createAccount(_:skeleton:idempotency:at:)``).
public enum ServiceCreation: Hashable, Sendable {
  /// A new account, durable.
  case created(Account)
  /// The account an earlier request with the same idempotency key and body created.
  case replayed(Account)
  /// Nothing written: the nickname is taken or looks like a taken one, or the address is taken.
  case refused(FieldProblem)
  /// The idempotency key came before with another body; nothing written.
  case keyReused
}

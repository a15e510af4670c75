/// What a tap on the sign-up button produced, once the store answered.
public enum SignUpSubmission: Hashable, Sendable {
  /// The store created the account.
  case created(Account)
  /// Nothing was sent or nothing was written: the form's problems, or the field the store found taken.
  case rejected(SignUpFormError)
  /// The store could not answer; everything typed is kept and the button can be pressed again.
  case failed(AccountStoreError)
}

/// A store's answer to a sign-up.
///
/// ```swift
/// switch creation {
/// case .created(let account): print(account.id)
/// case .refused(let problem): show(problem)  // .nickname(.taken), .email(.taken), …
/// }
/// ```
public enum AccountCreation: Hashable, Sendable {
  /// The account was created and is durable.
  case created(Account)
  /// Nothing was written: a field is taken (`.nickname(.taken)`, `.nickname(.resemblesTaken)`, `.email(.taken)`),
  /// or the service refused a field by its rules.
  case refused(FieldProblem)
}

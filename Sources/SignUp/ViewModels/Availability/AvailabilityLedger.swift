/// What the view model knows from the store about the nickname being typed and the names it found taken: a pure
/// value, folded over the store's answers with `scan`.
///
/// Answers are kept by canonical key (``Nickname/canonicalKey``), so `Sprout` after `sprout` is not asked again,
/// and an answer about a nickname no longer in the field is remembered but never shown for the current one.
///
/// ```swift
/// var ledger = AvailabilityLedger()
/// ledger.apply(.nicknameChanged(key: "새싹"))
/// ledger.nicknameState(ruleState: .valid, nickname: 새싹)  // .checking
/// ledger.apply(.answered(key: "새싹", .taken))
/// ledger.nicknameState(ruleState: .valid, nickname: 새싹)  // .invalid(.nickname(.taken))
/// ```
struct AvailabilityLedger: Hashable, Sendable {
  /// Something the ledger learns.
  enum Event: Hashable, Sendable {
    /// The field's nickname now has this key (`nil`: it breaks a rule, nothing to ask).
    case nicknameChanged(key: String?)
    /// The store answered a check of this key.
    case answered(key: String, NicknameAvailability)
    /// A check of this key failed.
    case checkFailed(key: String, AccountStoreError)
    /// A sign-up attempt ended; a refusal says which field of which request was taken.
    case attempted(SignUpActivity)
  }

  /// What is known about the current key.
  private enum Answer: Hashable, Sendable {
    case checking
    case answered(NicknameAvailability)
    case failed(AccountStoreError)
  }

  private var currentKey: String?
  private var answer = Answer.checking
  private var unavailableNicknames: [String: NicknameProblem] = [:]
  private var takenEmails: Set<String> = []

  /// Folds one event in.
  /// - Parameter event: What was learnt.
  mutating func apply(_ event: Event) {
    switch event {
    case .nicknameChanged(let key):
      currentKey = key
      answer = .checking
    case .answered(let key, let availability):
      unavailableNicknames[key] = availability.problem
      if key == currentKey { answer = .answered(availability) }
    case .checkFailed(let key, let error):
      if key == currentKey { answer = .failed(error) }
    case .attempted(.refused(.nickname(let problem), let request)):
      unavailableNicknames[request.nicknameKey] = problem
      if request.nicknameKey == currentKey { answer = .answered(problem == .taken ? .taken : .resemblesTaken) }
    case .attempted(.refused(.email(.taken), let request)):
      takenEmails.insert(request.emailKey)
    case .attempted:
      break
    }
  }

  /// The nickname field's state: the rules' state, then what the store said about a nickname the rules accept.
  /// - Parameters:
  ///   - ruleState: The field's state by the rules alone.
  ///   - nickname: The nickname in the field, when the rules accept it.
  /// - Returns: `.checking`, `.available`, `.uncheckable`, `.invalid(.nickname(.taken))`, or `ruleState`.
  func nicknameState(ruleState: FieldState, nickname: Nickname?) -> FieldState {
    guard ruleState.isValid, let nickname else { return ruleState }
    // A field that changed before the ledger heard of it shows nothing the store said about another nickname.
    guard nickname.canonicalKey == currentKey else { return .checking }
    switch answer {
    case .answered(.available): return .available
    case .answered(let availability): return .invalid(.nickname(availability.problem ?? .taken))
    case .failed(let error): return knownProblem.map { .invalid(.nickname($0)) } ?? .uncheckable(error)
    case .checking: return knownProblem.map { .invalid(.nickname($0)) } ?? .checking
    }
  }

  /// The email field's state: the rules' state, or taken when the store refused this address.
  /// - Parameters:
  ///   - ruleState: The field's state by the rules alone.
  ///   - address: The address, when the rules accept it.
  /// - Returns: `.invalid(.email(.taken))` or `ruleState`.
  func emailState(ruleState: FieldState, address: EmailAddress?) -> FieldState {
    guard ruleState.isValid, let address, takenEmails.contains(address.canonicalKey) else { return ruleState }
    return .invalid(.email(.taken))
  }

  /// What an earlier answer said against the current key, while a new one is awaited.
  private var knownProblem: NicknameProblem? { currentKey.flatMap { unavailableNicknames[$0] } }
}

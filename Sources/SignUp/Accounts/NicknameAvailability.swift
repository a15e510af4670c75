/// A store's answer about a nickname.
///
/// ```swift
/// NicknameAvailability.taken.problem  // .taken
/// ```
public enum NicknameAvailability: Hashable, Sendable {
  /// Nobody has it (yet).
  case available
  /// An account has a nickname with the same canonical key (``Nickname/canonicalKey``: `Sprout` and `sprout`).
  case taken
  /// An account has a nickname that looks the same (Latin `a` and Cyrillic `а`); only the sign-up service knows.
  case resemblesTaken

  /// The field problem a nickname with this answer has, or `nil` when it is available.
  public var problem: NicknameProblem? {
    switch self {
    case .available: return nil
    case .taken: return .taken
    case .resemblesTaken: return .resemblesTaken
    }
  }
}

/// A move of keyboard focus: which option had it and which has it now (`nil`: outside the group).
public struct FocusChange<Option: Hashable>: Hashable {
  /// The option focused before, or `nil`.
  public let previous: Option?
  /// The option focused now, or `nil`.
  public let current: Option?
}

extension FocusChange: Sendable where Option: Sendable {}

/// A mistake in how a ``SelectionGroup`` is made or addressed: the caller's bug, never a user's tap.
///
/// Options are carried as their `String(describing:)` text so the error stays `Sendable` for any option type.
///
/// ```swift
/// do {
///   _ = try SelectionGroup(options: ["a", "a"])
/// } catch {
///   print(error)  // Duplicate option "a": every option of a selection group must be unique.
/// }
/// ```
public enum SelectionError: Error, Hashable, CustomStringConvertible {
  /// An option that is not part of the group was passed to an operation, a query that needs a position,
  /// the initial selection or the initial disabled set.
  case unknownOption(String)
  /// The option list holds the same option more than once.
  case duplicateOption(String)
  /// A selection list (initial selection or ``SelectionGroup/set(_:bypassingRules:)``) names an option twice.
  case duplicateInSelection(String)
  /// The policy's limits are impossible: a negative minimum, a maximum below 1 or below the minimum,
  /// or a minimum above the number of options.
  case invalidLimits(minimum: Int, maximum: Int?, optionCount: Int)
  /// The initial selection holds more options than the policy allows.
  case initialSelectionViolatesPolicy(selectedCount: Int, maximum: Int)
  /// The initial selection holds a disabled option although the policy says disabling deselects.
  case initialSelectionIncludesDisabledOption(String)

  /// A readable explanation of the mistake.
  public var description: String {
    switch self {
    case .unknownOption(let option):
      "Unknown option \"\(option)\": it is not one of the selection group's options."
    case .duplicateOption(let option):
      "Duplicate option \"\(option)\": every option of a selection group must be unique."
    case .duplicateInSelection(let option):
      "Option \"\(option)\" appears more than once in the requested selection."
    case .invalidLimits(let minimum, let maximum, let optionCount):
      "Invalid selection limits (minimum \(minimum), maximum \(maximum.map(String.init) ?? "none"), "
        + "\(optionCount) options): \(Self.limitProblem(minimum: minimum, maximum: maximum, optionCount: optionCount))"
    case .initialSelectionViolatesPolicy(let selectedCount, let maximum):
      "The initial selection holds \(selectedCount) options but the policy allows at most \(maximum)."
    case .initialSelectionIncludesDisabledOption(let option):
      "The initial selection holds the disabled option \"\(option)\" but the policy says disabling deselects."
    }
  }

  private static func limitProblem(minimum: Int, maximum: Int?, optionCount: Int) -> String {
    if minimum < 0 { return "the minimum must not be negative." }
    if minimum > optionCount { return "the minimum must not exceed the number of options." }
    if let maximum, maximum < 1 { return "the maximum must be at least 1." }
    if let maximum, maximum < minimum { return "the maximum must not be below the minimum." }
    return "the limits cannot be met."
  }
}

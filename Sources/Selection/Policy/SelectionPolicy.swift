/// The rules a ``SelectionGroup`` enforces: how many options may be selected and what happens at the limits.
///
/// A policy is checked when a group is made; an impossible one (for example `minimum > maximum`) is a thrown
/// ``SelectionError/invalidLimits(minimum:maximum:optionCount:)``.
///
/// ```swift
/// let sex = SelectionPolicy.singleDeselectable()          // 남자 / 여자 toggles, "none" allowed
/// let plan = SelectionPolicy.singleRequired()             // radio group
/// let tags = SelectionPolicy.multiple(minimum: 1, maximum: 3, whenFull: .replaceOldest)
/// ```
public struct SelectionPolicy: Hashable, Sendable {
  /// How many options may be selected and how the limits behave.
  public let kind: Kind

  /// Whether disabling a selected option also deselects it.
  ///
  /// When `false` (the default) a disabled option keeps its selected state and is locked in it: no tap,
  /// and no programmatic operation that follows the rules, can turn it off.
  /// When `true` a disabled option is never selected: disabling a selected option turns it off, even if that
  /// leaves a required group empty (the group then reports ``SelectionGroup/isSatisfied`` as `false`).
  public let disablingDeselects: Bool

  /// Creates a policy from a kind and the disabling rule.
  /// - Parameters:
  ///   - kind: How many options may be selected.
  ///   - disablingDeselects: Whether disabling a selected option deselects it. Defaults to `false`.
  public init(kind: Kind, disablingDeselects: Bool = false) {
    self.kind = kind
    self.disablingDeselects = disablingDeselects
  }

  /// At most one option; tapping the selected option clears the selection ("none" is a legal answer).
  /// - Parameter disablingDeselects: Whether disabling the selected option deselects it. Defaults to `false`.
  /// - Returns: A single, deselectable policy.
  public static func singleDeselectable(disablingDeselects: Bool = false) -> SelectionPolicy {
    SelectionPolicy(kind: .singleDeselectable, disablingDeselects: disablingDeselects)
  }

  /// At most one option, and once chosen the group is never empty again through the rules (a radio group).
  ///
  /// The group may start empty; it then reports ``SelectionGroup/isSatisfied`` as `false`.
  /// - Parameter disablingDeselects: Whether disabling the selected option deselects it. Defaults to `false`.
  /// - Returns: A single, required policy.
  public static func singleRequired(disablingDeselects: Bool = false) -> SelectionPolicy {
    SelectionPolicy(kind: .singleRequired, disablingDeselects: disablingDeselects)
  }

  /// Any number of options between `minimum` and `maximum`.
  ///
  /// ```swift
  /// let policy = SelectionPolicy.multiple(maximum: 2, whenFull: .replaceOldest)
  /// ```
  /// - Parameters:
  ///   - minimum: The fewest options a satisfied group holds. Defaults to 0.
  ///   - maximum: The most options the group may hold, or `nil` for no limit. Defaults to `nil`.
  ///   - whenFull: What a new selection does when the group already holds `maximum` options.
  ///   - disablingDeselects: Whether disabling a selected option deselects it. Defaults to `false`.
  /// - Returns: A multiple-selection policy (validated when a group is made).
  public static func multiple(
    minimum: Int = 0,
    maximum: Int? = nil,
    whenFull: FullSelectionBehavior = .refuse,
    disablingDeselects: Bool = false
  ) -> SelectionPolicy {
    SelectionPolicy(
      kind: .multiple(minimum: minimum, maximum: maximum, whenFull: whenFull),
      disablingDeselects: disablingDeselects
    )
  }

  /// Whether at most one option can be selected (both single kinds).
  public var isSingleSelection: Bool {
    switch kind {
    case .singleDeselectable, .singleRequired: true
    case .multiple: false
    }
  }

  /// The fewest selected options for a satisfied group: 0, 1 for ``Kind/singleRequired``, or the minimum.
  public var minimumSelectionCount: Int {
    switch kind {
    case .singleDeselectable: 0
    case .singleRequired: 1
    case .multiple(let minimum, _, _): minimum
    }
  }

  /// The most selected options a group may hold: 1 for single kinds, the maximum, or `nil` for no limit.
  public var maximumSelectionCount: Int? {
    switch kind {
    case .singleDeselectable, .singleRequired: 1
    case .multiple(_, let maximum, _): maximum
    }
  }

  /// Checks that the limits are possible for a group with `optionCount` options.
  /// - Throws: ``SelectionError/invalidLimits(minimum:maximum:optionCount:)`` when they are not.
  func validate(optionCount: Int) throws(SelectionError) {
    guard case .multiple(let minimum, let maximum, _) = kind else { return }
    let isValid = minimum >= 0 && minimum <= optionCount && (maximum.map { $0 >= 1 && $0 >= minimum } ?? true)
    if !isValid {
      throw .invalidLimits(minimum: minimum, maximum: maximum, optionCount: optionCount)
    }
  }
}

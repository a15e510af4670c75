/// Why an operation left a ``SelectionGroup``'s selection as it was.
public enum SelectionRefusal<Option: Hashable>: Hashable, CustomStringConvertible {
  /// The operation asked for the selection the group already has: selecting a selected option, deselecting an
  /// unselected one, clearing an empty group, setting the current selection, or a focus move onto the selected
  /// option. ``SelectionGroup/setEnabled(_:for:)`` also returns it when the selection is unaffected.
  case noOp
  /// The addressed option is disabled, so its state cannot change.
  case optionDisabled(Option)
  /// In a single-selection group, choosing another option would turn off this selected option, which is
  /// disabled and therefore locked in its state.
  case selectedOptionDisabled(Option)
  /// A single, required group would become empty; the selected option stays selected.
  case selectionRequired
  /// A multiple-selection group would go from satisfied to below its minimum.
  case belowMinimum(minimum: Int)
  /// The group would hold more than `maximum` options (and nothing may be replaced).
  case limitReached(maximum: Int)

  /// A readable reason, for logs and debugging (not localized).
  public var description: String {
    switch self {
    case .noOp:
      "Nothing to do: the selection already is as requested."
    case .optionDisabled(let option):
      "The option \"\(option)\" is disabled."
    case .selectedOptionDisabled(let option):
      "The selected option \"\(option)\" is disabled and cannot be turned off."
    case .selectionRequired:
      "A selection is required: the selected option cannot be cleared."
    case .belowMinimum(let minimum):
      "At least \(minimum) options must stay selected."
    case .limitReached(let maximum):
      "At most \(maximum) options can be selected."
    }
  }
}

extension SelectionRefusal: Sendable where Option: Sendable {}

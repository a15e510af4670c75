/// What one ``SelectionCommand`` did: nothing, a selection operation's outcome, a focus operation's outcome, or
/// an error.
///
/// ```swift
/// switch state.result {
/// case .selection(.changed(let change)): publish(change)
/// case .failed(let error): report(error)
/// default: break
/// }
/// ```
public enum SelectionCommandResult<Option: Hashable>: Hashable {
  /// No command ran yet, or the command had nothing to act on (a key that moves no focus, no focused option).
  case none
  /// A selection operation (tap, select, deselect, clear, set, enable) ran.
  case selection(SelectionOutcome<Option>)
  /// A focus operation ran; it carries the selection it caused when selection follows focus.
  case focus(FocusOutcome<Option>)
  /// The command named an option the group does not have.
  case failed(SelectionError)

  /// The selection change the command made, if any.
  public var change: SelectionChange<Option>? { selectionOutcome?.change }

  /// Why the command changed no selection, if it was refused.
  public var refusal: SelectionRefusal<Option>? { selectionOutcome?.refusal }

  /// The focus change the command made, if any.
  public var focusChange: FocusChange<Option>? {
    if case .focus(let outcome) = self { return outcome.focusChange }
    return nil
  }

  /// The error the command raised, if any.
  public var error: SelectionError? {
    if case .failed(let error) = self { return error }
    return nil
  }

  private var selectionOutcome: SelectionOutcome<Option>? {
    switch self {
    case .selection(let outcome): outcome
    case .focus(let outcome): outcome.selectionOutcome
    case .none, .failed: nil
    }
  }
}

extension SelectionCommandResult: Sendable where Option: Sendable {}

/// The state a ``SelectionViewModel`` derives every output from: the group, what the last command did, and the
/// button phases that keep linked buttons glitch-free.
public struct SelectionState<Option: Hashable> {
  /// The group after the last command.
  public internal(set) var group: SelectionGroup<Option>
  /// The selection change the last command made, if any.
  public internal(set) var change: SelectionChange<Option>?
  /// Why the last command changed nothing, if it was refused.
  public internal(set) var refusal: SelectionRefusal<Option>?
  /// The focus change the last command made, if any.
  public internal(set) var focusChange: FocusChange<Option>?
  /// The error the last command raised (an unknown option), if any.
  public internal(set) var error: SelectionError?

  /// The selected options in display order after each step of the last change: first with the options that
  /// turned off removed, then the final selection. Buttons derived from these steps turn off before others turn
  /// on, so no observer ever sees two buttons of a single-selection group on at once.
  @usableFromInline var buttonPhases: [Set<Option>]

  /// The initial state of `group`.
  public init(group: SelectionGroup<Option>) {
    self.group = group
    self.buttonPhases = [Set(group.selection)]
  }

  /// Applies `command` to the group and records what it did.
  public mutating func apply(_ command: SelectionCommand<Option>) {
    change = nil
    refusal = nil
    focusChange = nil
    error = nil
    let before = Set(group.selection)
    do {
      switch command {
      case .tap(let option): record(try group.tap(option))
      case .select(let option): record(try group.select(option))
      case .deselect(let option): record(try group.deselect(option))
      case .clear: record(group.clear())
      case .set(let options): record(try group.set(options))
      case .setEnabled(let option, let isEnabled): record(try group.setEnabled(isEnabled, for: option))
      case .enterFocus: record(group.enterFocus())
      case .leaveFocus: record(group.leaveFocus())
      case .focus(let option): record(try group.focus(option))
      case .moveFocus(let move): record(group.moveFocus(move))
      case .navigate(let key):
        if let outcome = group.moveFocus(for: key) { record(outcome) }
      case .activateFocused:
        if let focused = group.focusedOption { record(try group.tap(focused)) }
      }
    } catch let selectionError {
      error = selectionError
    }
    let after = Set(group.selection)
    let kept = before.intersection(after)
    buttonPhases = kept == before || kept == after ? [after] : [kept, after]
  }

  private mutating func record(_ outcome: SelectionOutcome<Option>) {
    change = outcome.change
    refusal = outcome.refusal
  }

  private mutating func record(_ outcome: FocusOutcome<Option>) {
    focusChange = outcome.focusChange
    if let selection = outcome.selectionOutcome { record(selection) }
  }
}

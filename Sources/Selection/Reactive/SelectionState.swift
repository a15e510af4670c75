/// The state a ``SelectionViewModel`` derives every output from: the group, what the last command did, and the
/// button phases that keep linked buttons glitch-free.
public struct SelectionState<Option: Hashable> {
  /// The group after the last command.
  public internal(set) var group: SelectionGroup<Option>
  /// What the last command did.
  public internal(set) var result: SelectionCommandResult<Option> = .none
  /// The selection change the last command made, if any.
  public var change: SelectionChange<Option>? { result.change }
  /// Why the last command changed nothing, if it was refused.
  public var refusal: SelectionRefusal<Option>? { result.refusal }
  /// The focus change the last command made, if any.
  public var focusChange: FocusChange<Option>? { result.focusChange }
  /// The error the last command raised (an unknown option), if any.
  public var error: SelectionError? { result.error }

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
    let before = Set(group.selection)
    do {
      result = try run(command)
    } catch let selectionError {
      result = .failed(selectionError)
    }
    let after = Set(group.selection)
    let kept = before.intersection(after)
    buttonPhases = kept == before || kept == after ? [after] : [kept, after]
  }

  private mutating func run(_ command: SelectionCommand<Option>) throws(SelectionError) -> SelectionCommandResult<
    Option
  > {
    switch command {
    case .tap(let option): .selection(try group.tap(option))
    case .select(let option): .selection(try group.select(option))
    case .deselect(let option): .selection(try group.deselect(option))
    case .clear: .selection(group.clear())
    case .set(let options): .selection(try group.set(options))
    case .setEnabled(let option, let isEnabled): .selection(try group.setEnabled(isEnabled, for: option))
    case .enterFocus: .focus(group.enterFocus())
    case .leaveFocus: .focus(group.leaveFocus())
    case .focus(let option): .focus(try group.focus(option))
    case .moveFocus(let move): .focus(group.moveFocus(move))
    case .navigate(let key): group.moveFocus(for: key).map { .focus($0) } ?? .none
    case .activateFocused:
      if let focused = group.focusedOption { .selection(try group.tap(focused)) } else { .none }
    }
  }
}

import Selection
import SignUp

/// Keyboard focus among the screen's tab stops, a pure state machine.
///
/// Tab stops are visited in reading order (nickname, email, birth date, the gender group, sign-up) and wrap
/// around. The gender group is one stop: which of its buttons has focus is the Selection focus model's business
/// (its tab stop is the selected option, else the first), so entering or leaving the group returns the command
/// to send to the group.
///
/// ```swift
/// var ring = FocusRing()
/// ring.move(.forward)       // [] (now .email)
/// ring.focus(.gender)       // [.enterFocus]
/// ring.move(.forward)       // [.leaveFocus] (now .submit)
/// ```
struct FocusRing: Hashable, Sendable {
  /// The focused stop.
  private(set) var current: FocusStop

  /// Makes a ring; focus starts on the first field.
  /// - Parameter current: The focused stop (default: the nickname field).
  init(current: FocusStop = .nickname) {
    self.current = current
  }

  /// Moves focus to the next or previous stop, wrapping at the ends.
  /// - Parameter direction: Forward (Tab) or backward (Shift-Tab).
  /// - Returns: The commands for the gender group (entering or leaving it).
  mutating func move(_ direction: FocusDirection) -> [SelectionCommand<Gender>] {
    let stops = FocusStop.allCases
    let index = stops.firstIndex(of: current) ?? 0
    let step = direction == .forward ? 1 : stops.count - 1
    return focus(stops[(index + step) % stops.count])
  }

  /// Moves focus to a stop (a click, or a field chosen by code).
  /// - Parameters:
  ///   - stop: The stop to focus.
  ///   - option: For the gender group, the button to focus (a click on it); `nil` enters at the group's tab stop.
  /// - Returns: The commands for the gender group.
  mutating func focus(_ stop: FocusStop, option: Gender? = nil) -> [SelectionCommand<Gender>] {
    let previous = current
    current = stop
    if stop == .gender {
      if let option { return [.focus(option)] }
      return previous == .gender ? [] : [.enterFocus]
    }
    return previous == .gender ? [.leaveFocus] : []
  }
}

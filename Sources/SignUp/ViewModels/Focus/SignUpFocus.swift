import Selection

/// Where the keyboard focus is on the sign-up form: kept once, by `SignUpViewModel`, and drawn by each face.
///
/// A pure state machine. Stops are visited in reading order and wrap around; inside the gender group the
/// Selection focus rules of the group decide (its tab stop is the selected button, else the first; the arrows move
/// and wrap, skipping disabled buttons). Focusing what already has focus is no change.
///
/// ```swift
/// let group = GenderSelectionViewModel.initialGroup()
/// var focus = SignUpFocus.birthDate
/// focus = focus.applying(.next, in: group)            // .gender(.male): the group's tab stop
/// focus = focus.applying(.navigate(.right), in: group)  // .gender(.female)
/// focus = focus.applying(.next, in: group)            // .submit
/// ```
public enum SignUpFocus: Hashable, Sendable {
  /// The nickname field.
  case nickname
  /// The email field.
  case email
  /// The birth date field.
  case birthDate
  /// A gender button.
  case gender(Gender)
  /// The sign-up button.
  case submit

  /// Where focus starts: the nickname field.
  public static let initial = SignUpFocus.nickname

  /// The focus on a text field, or `nil` for ``SignUpField/gender``.
  /// - Parameter field: The field.
  public init?(field: SignUpField) {
    switch field {
    case .nickname: self = .nickname
    case .email: self = .email
    case .birthDate: self = .birthDate
    case .gender: return nil
    }
  }

  /// The focused stop.
  public var stop: SignUpFocusStop {
    switch self {
    case .nickname: .nickname
    case .email: .email
    case .birthDate: .birthDate
    case .gender: .gender
    case .submit: .submit
    }
  }

  /// The focused gender button, or `nil` when focus is outside the group.
  public var gender: Gender? {
    if case .gender(let gender) = self { return gender }
    return nil
  }

  /// The focus after `command`.
  /// - Parameters:
  ///   - command: What the face asked.
  ///   - group: The gender group as the view model has it now (its tab stop, its enabled buttons).
  /// - Returns: The new focus; `self` when the command changes nothing.
  public func applying(_ command: SignUpFocusCommand, in group: SelectionGroup<Gender>) -> SignUpFocus {
    switch command {
    case .next: return moved(by: 1, in: group)
    case .previous: return moved(by: SignUpFocusStop.allCases.count - 1, in: group)
    case .focus(let stop): return stop == self.stop ? self : Self.entering(stop, in: group) ?? self
    case .focusGender(let gender): return group.isEnabled(gender) ? .gender(gender) : self
    case .navigate(let key):
      guard let focused = gender else { return self }
      var moving = group
      _ = try? moving.focus(focused)
      moving.moveFocus(for: key)
      return moving.focusedOption.map(SignUpFocus.gender) ?? self
    }
  }

  /// The focus after a refused sign-up: the first field with a problem (unchanged when none is a text field).
  /// - Parameter error: The problems.
  /// - Returns: The new focus.
  public func applying(rejection error: SignUpFormError) -> SignUpFocus {
    error.problems.lazy.compactMap { SignUpFocus(field: $0.field) }.first ?? self
  }

  /// The next stop that can take focus, `step` stops on (a gender group whose buttons are all disabled cannot).
  private func moved(by step: Int, in group: SelectionGroup<Gender>) -> SignUpFocus {
    let stops = SignUpFocusStop.allCases
    var index = stops.firstIndex(of: stop) ?? 0
    for _ in stops.indices {
      index = (index + step) % stops.count
      if let focus = Self.entering(stops[index], in: group) { return focus }
    }
    return self
  }

  /// The focus on entering `stop`, or `nil` when it cannot take focus.
  private static func entering(_ stop: SignUpFocusStop, in group: SelectionGroup<Gender>) -> SignUpFocus? {
    switch stop {
    case .nickname: .nickname
    case .email: .email
    case .birthDate: .birthDate
    case .gender: group.tabStop.map(SignUpFocus.gender)
    case .submit: .submit
    }
  }
}

import Selection

/// A deliberately plain reference for `SelectionGroup<Int>` whose options are `0..<optionCount`.
///
/// It shares no code with the module: one enabled flag and one optional selection timestamp per option, and each
/// documented rule written out as a straight `if`. The selection in time order is the selected options sorted by
/// timestamp.
struct ReferenceSelectionModel {
  /// What the reference expects an operation to do.
  enum Result: Equatable {
    case changed
    case refused(SelectionRefusal<Int>)
  }

  let optionCount: Int
  let isSingle: Bool
  let minimum: Int
  /// `Int.max` when there is no maximum.
  let maximum: Int
  let replacesOldest: Bool
  let disablingDeselects: Bool
  let wraps: Bool
  let selectionFollowsFocus: Bool

  var selectedAt: [Int?]
  var enabled: [Bool]
  var clock = 0
  var focused: Int?

  init(optionCount: Int, policy: SelectionPolicy, focus: FocusConfiguration) {
    self.optionCount = optionCount
    switch policy.kind {
    case .singleDeselectable:
      (isSingle, minimum, maximum, replacesOldest) = (true, 0, 1, false)
    case .singleRequired:
      (isSingle, minimum, maximum, replacesOldest) = (true, 1, 1, false)
    case .multiple(let minimum, let maximum, let whenFull):
      (isSingle, self.minimum, self.maximum, replacesOldest) =
        (false, minimum, maximum ?? Int.max, whenFull == .replaceOldest)
    }
    disablingDeselects = policy.disablingDeselects
    wraps = focus.wraps
    selectionFollowsFocus = focus.selectionFollowsFocus
    selectedAt = Array(repeating: nil, count: optionCount)
    enabled = Array(repeating: true, count: optionCount)
  }

  // MARK: Reading

  func isSelected(_ option: Int) -> Bool { selectedAt[option] != nil }

  var count: Int {
    var count = 0
    for option in 0..<optionCount where isSelected(option) { count += 1 }
    return count
  }

  /// Selected options, oldest first: repeatedly the option with the smallest timestamp after the last one taken.
  var selection: [Int] {
    var result: [Int] = []
    var after = 0
    while true {
      var next = -1
      var nextTime = Int.max
      for option in 0..<optionCount {
        if let time = selectedAt[option], time > after, time < nextTime {
          next = option
          nextTime = time
        }
      }
      if next < 0 { return result }
      result.append(next)
      after = nextTime
    }
  }

  // MARK: Selection rules

  private mutating func turnOn(_ option: Int) {
    clock += 1
    selectedAt[option] = clock
  }

  private mutating func turnOff(_ option: Int) {
    selectedAt[option] = nil
  }

  /// The refusal for leaving `newCount` selected, if that takes a satisfied group below its minimum.
  private func minimumRefusal(newCount: Int) -> SelectionRefusal<Int>? {
    if count >= minimum && newCount < minimum {
      return isSingle ? .selectionRequired : .belowMinimum(minimum: minimum)
    }
    return nil
  }

  /// Turns on an enabled, unselected option.
  private mutating func add(_ option: Int) -> Result {
    if isSingle {
      for other in 0..<optionCount where isSelected(other) {
        if !enabled[other] { return .refused(.selectedOptionDisabled(other)) }
        turnOff(other)
      }
      turnOn(option)
      return .changed
    }
    if count < maximum {
      turnOn(option)
      return .changed
    }
    if !replacesOldest { return .refused(.limitReached(maximum: maximum)) }
    var oldest: Int?
    for other in 0..<optionCount where isSelected(other) && enabled[other] {
      if oldest == nil || selectedAt[other] ?? 0 < selectedAt[oldest ?? 0] ?? 0 { oldest = other }
    }
    guard let oldest else { return .refused(.limitReached(maximum: maximum)) }
    turnOff(oldest)
    turnOn(option)
    return .changed
  }

  mutating func tap(_ option: Int) -> Result {
    if !enabled[option] { return .refused(.optionDisabled(option)) }
    if isSelected(option) {
      if let refusal = minimumRefusal(newCount: count - 1) { return .refused(refusal) }
      turnOff(option)
      return .changed
    }
    return add(option)
  }

  mutating func select(_ option: Int) -> Result {
    if isSelected(option) { return .refused(.noOp) }
    if !enabled[option] { return .refused(.optionDisabled(option)) }
    return add(option)
  }

  mutating func deselect(_ option: Int) -> Result {
    if !isSelected(option) { return .refused(.noOp) }
    if !enabled[option] { return .refused(.optionDisabled(option)) }
    if let refusal = minimumRefusal(newCount: count - 1) { return .refused(refusal) }
    turnOff(option)
    return .changed
  }

  mutating func clear() -> Result {
    if count == 0 { return .refused(.noOp) }
    for option in 0..<optionCount where isSelected(option) && !enabled[option] {
      return .refused(.optionDisabled(option))
    }
    if let refusal = minimumRefusal(newCount: 0) { return .refused(refusal) }
    for option in 0..<optionCount { turnOff(option) }
    return .changed
  }

  mutating func set(_ list: [Int], bypassingRules: Bool) -> Result {
    let wanted = Set(list)
    if wanted == Set(selection) { return .refused(.noOp) }
    if wanted.count > maximum { return .refused(.limitReached(maximum: maximum)) }
    for option in 0..<optionCount where !enabled[option] {
      let isOn = wanted.contains(option)
      let wasOn = isSelected(option)
      if bypassingRules {
        if disablingDeselects && isOn && !wasOn { return .refused(.optionDisabled(option)) }
      } else if isOn != wasOn {
        return .refused(.optionDisabled(option))
      }
    }
    if !bypassingRules, let refusal = minimumRefusal(newCount: wanted.count) { return .refused(refusal) }
    for option in 0..<optionCount where !wanted.contains(option) { turnOff(option) }
    for option in list where !isSelected(option) { turnOn(option) }
    return .changed
  }

  mutating func setEnabled(_ isEnabled: Bool, for option: Int) -> Result {
    enabled[option] = isEnabled
    if !isEnabled && disablingDeselects && isSelected(option) {
      turnOff(option)
      return .changed
    }
    return .refused(.noOp)
  }

  // MARK: Focus rules

  var tabStop: Int? {
    for option in 0..<optionCount where isSelected(option) && enabled[option] { return option }
    return firstEnabled
  }

  /// Steps one option at a time from the focused option in `direction` (+1 / -1) to the next enabled one.
  private func step(from start: Int, direction: Int) -> Int? {
    var option = start
    for _ in 0..<optionCount {
      option += direction
      if option == optionCount || option == -1 {
        guard wraps else { return nil }
        option = direction == 1 ? 0 : optionCount - 1
      }
      if enabled[option] { return option }
    }
    return nil
  }

  private var firstEnabled: Int? {
    for option in 0..<optionCount where enabled[option] { return option }
    return nil
  }

  private var lastEnabled: Int? {
    for option in (0..<optionCount).reversed() where enabled[option] { return option }
    return nil
  }

  private func target(of move: FocusMove) -> Int? {
    switch move {
    case .first: return firstEnabled
    case .last: return lastEnabled
    case .next:
      guard let focused else { return firstEnabled }
      return step(from: focused, direction: 1)
    case .previous:
      guard let focused else { return lastEnabled }
      return step(from: focused, direction: -1)
    }
  }

  /// Moves focus; returns whether focus moved and the selection result when selection follows focus.
  mutating func moveFocus(_ move: FocusMove) -> (moved: Bool, selection: Result?) {
    guard let target = target(of: move), target != focused else { return (false, nil) }
    focused = target
    guard selectionFollowsFocus && isSingle else { return (true, nil) }
    if isSelected(target) { return (true, .refused(.noOp)) }
    return (true, add(target))
  }

  mutating func focus(_ option: Int) -> Bool {
    guard enabled[option], focused != option else { return false }
    focused = option
    return true
  }

  mutating func enterFocus() -> Bool {
    guard tabStop != focused else { return false }
    focused = tabStop
    return true
  }

  mutating func leaveFocus() -> Bool {
    guard focused != nil else { return false }
    focused = nil
    return true
  }
}

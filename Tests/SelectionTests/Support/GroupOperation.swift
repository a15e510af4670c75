import Selection

/// One selection operation, as data, so scenario tables and the model-based test can list them.
enum GroupOperation<Option: Hashable & Sendable>: Sendable, CustomStringConvertible {
  case tap(Option)
  case select(Option)
  case deselect(Option)
  case clear
  case set([Option], bypassingRules: Bool)
  case setEnabled(Bool, Option)

  var description: String {
    switch self {
    case .tap(let option): "tap(\(option))"
    case .select(let option): "select(\(option))"
    case .deselect(let option): "deselect(\(option))"
    case .clear: "clear()"
    case .set(let options, let bypassing): "set(\(options), bypassingRules: \(bypassing))"
    case .setEnabled(let isEnabled, let option): "setEnabled(\(isEnabled), for: \(option))"
    }
  }

  /// The origin a change made by this operation must carry.
  var expectedOrigin: SelectionOrigin {
    if case .tap = self { return .user }
    return .programmatic
  }

  /// Performs the operation on `group`.
  func apply(to group: inout SelectionGroup<Option>) throws(SelectionError) -> SelectionOutcome<Option> {
    switch self {
    case .tap(let option): try group.tap(option)
    case .select(let option): try group.select(option)
    case .deselect(let option): try group.deselect(option)
    case .clear: group.clear()
    case .set(let options, let bypassing): try group.set(options, bypassingRules: bypassing)
    case .setEnabled(let isEnabled, let option): try group.setEnabled(isEnabled, for: option)
    }
  }
}

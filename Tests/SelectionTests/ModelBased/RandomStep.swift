import Selection

/// One random step of the model-based test.
enum RandomStep: CustomStringConvertible {
  /// A selection operation on a known option.
  case operation(GroupOperation<Int>)
  case moveFocus(FocusMove)
  case focus(Int)
  case enterFocus
  case leaveFocus
  /// A selection operation naming an option the group does not know; it must throw.
  case unknownOption(GroupOperation<Int>, unknown: Int)
  /// A `set` whose list names an option twice; it must throw.
  case duplicateSet([Int])

  var description: String {
    switch self {
    case .operation(let operation): "\(operation)"
    case .moveFocus(let move): "moveFocus(.\(move))"
    case .focus(let option): "focus(\(option))"
    case .enterFocus: "enterFocus()"
    case .leaveFocus: "leaveFocus()"
    case .unknownOption(let operation, _): "\(operation) [unknown option]"
    case .duplicateSet(let list): "set(\(list)) [duplicate]"
    }
  }

  /// Draws a step for options `0..<optionCount`, weighted towards taps.
  static func random(optionCount: Int, using random: inout SplitMix64) -> RandomStep {
    let option = random.below(optionCount)
    switch random.below(100) {
    case 0..<40: return .operation(.tap(option))
    case 40..<48: return .operation(.select(option))
    case 48..<56: return .operation(.deselect(option))
    case 56..<59: return .operation(.clear)
    case 59..<66:
      let subset = (0..<optionCount).filter { _ in random.percent(35) }
      return .operation(.set(random.shuffled(subset), bypassingRules: random.percent(25)))
    case 66..<76: return .operation(.setEnabled(random.percent(60), option))
    case 76..<90: return .moveFocus(FocusMove.allCases[random.below(FocusMove.allCases.count)])
    case 90..<94: return .focus(option)
    case 94..<96: return .enterFocus
    case 96..<97: return .leaveFocus
    case 97..<99:
      let unknown = optionCount + random.below(3)
      let operations: [GroupOperation<Int>] = [
        .tap(unknown), .select(unknown), .deselect(unknown), .setEnabled(random.percent(50), unknown),
        .set([option, unknown], bypassingRules: random.percent(50)),
      ]
      return .unknownOption(operations[random.below(operations.count)], unknown: unknown)
    default:
      return .duplicateSet(random.shuffled([option, option, random.below(optionCount)]))
    }
  }
}

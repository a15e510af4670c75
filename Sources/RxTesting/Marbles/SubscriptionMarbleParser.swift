/// The state machine that reads subscription marbles such as `"--^---!"`.
struct SubscriptionMarbleParser {
  private struct OpenGroup {
    let column: Int
    let offset: Int
    var symbolCount = 0
  }

  private struct Mark {
    let column: Int
    let offset: Int
  }

  private let marbles: String
  private var column = 0
  private var group: OpenGroup?
  private var subscribe: Mark?
  private var unsubscribe: Mark?

  init(marbles: String) {
    self.marbles = marbles
  }

  private var eventColumn: Int { group?.column ?? column }

  /// Reads the character at `offset`.
  mutating func read(_ character: Character, at offset: Int) throws(MarbleError) {
    if character.isWhitespace { return }
    let location = MarbleLocation(marbles: marbles, offset: offset)
    switch character {
    case MarbleSyntax.frame:
      guard group == nil else { throw .frameInsideGroup(at: location) }
    case MarbleSyntax.groupStart:
      guard group == nil else { throw .nestedGroup(at: location) }
      group = OpenGroup(column: column, offset: offset)
    case MarbleSyntax.groupEnd:
      guard let open = group else { throw .unopenedGroupEnd(at: location) }
      guard open.symbolCount > 0 else { throw .emptyGroup(at: MarbleLocation(marbles: marbles, offset: open.offset)) }
      group = nil
    case MarbleSyntax.subscription:
      guard subscribe == nil else { throw .duplicateSubscriptionPoint(at: location) }
      subscribe = Mark(column: eventColumn, offset: offset)
      group?.symbolCount += 1
    case MarbleSyntax.unsubscription:
      guard subscribe != nil else { throw .unsubscriptionBeforeSubscription(at: location) }
      guard unsubscribe == nil else { throw .duplicateUnsubscriptionPoint(at: location) }
      unsubscribe = Mark(column: eventColumn, offset: offset)
      group?.symbolCount += 1
    default:
      throw .unexpectedSymbol(character, at: location)
    }
    column += 1
  }

  /// Checks the end of the marbles and returns the subscription they describe.
  /// - Parameter ticksPerSymbol: How many ticks one column lasts (at least 1).
  func finish(ticksPerSymbol: Int) throws(MarbleError) -> Subscription {
    guard ticksPerSymbol >= 1 else { throw .invalidTicksPerSymbol(ticksPerSymbol) }
    if let group { throw .unclosedGroup(at: MarbleLocation(marbles: marbles, offset: group.offset)) }
    guard let subscribe else { throw .missingSubscriptionPoint(marbles: marbles) }
    let start = try time(of: subscribe, ticksPerSymbol: ticksPerSymbol)
    guard let unsubscribe else { return Subscription(start) }
    return Subscription(start, try time(of: unsubscribe, ticksPerSymbol: ticksPerSymbol))
  }

  private func time(of mark: Mark, ticksPerSymbol: Int) throws(MarbleError) -> TestTime {
    let (time, overflow) = mark.column.multipliedReportingOverflow(by: ticksPerSymbol)
    guard !overflow, time != Int.max else {
      throw .timeOverflow(at: MarbleLocation(marbles: marbles, offset: mark.offset))
    }
    return time
  }
}

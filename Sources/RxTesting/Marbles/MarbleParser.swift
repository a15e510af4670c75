/// The state machine that reads an event marble diagram one character at a time.
struct MarbleParser {
  private struct OpenGroup {
    let column: Int
    let offset: Int
    var symbolCount = 0
  }

  private struct PendingEntry {
    let column: Int
    let notification: MarbleTimeline.Notification
    let offset: Int
  }

  private let marbles: String
  private let allowsSubscriptionPoint: Bool
  private var column = 0
  private var group: OpenGroup?
  private var subscriptionColumn: Int?
  private var isTerminated = false
  private var entries: [PendingEntry] = []

  init(marbles: String, allowsSubscriptionPoint: Bool) {
    self.marbles = marbles
    self.allowsSubscriptionPoint = allowsSubscriptionPoint
  }

  /// The column events read now happen in: the group's column inside a group.
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
      guard allowsSubscriptionPoint else { throw .subscriptionPointNotAllowed(at: location) }
      guard subscriptionColumn == nil else { throw .duplicateSubscriptionPoint(at: location) }
      subscriptionColumn = eventColumn
      group?.symbolCount += 1
    case MarbleSyntax.completion:
      try append(.completed, at: location)
    case MarbleSyntax.error:
      try append(.error, at: location)
    default:
      guard MarbleSyntax.isValueSymbol(character) else { throw .unexpectedSymbol(character, at: location) }
      try append(.next(character), at: location)
    }
    column += 1
  }

  private mutating func append(
    _ notification: MarbleTimeline.Notification, at location: MarbleLocation
  ) throws(MarbleError) {
    guard !isTerminated else { throw .eventAfterTermination(at: location) }
    entries.append(PendingEntry(column: eventColumn, notification: notification, offset: location.offset))
    group?.symbolCount += 1
    switch notification {
    case .next: break
    case .error, .completed: isTerminated = true
    }
  }

  /// Checks the end of the diagram and returns what it describes.
  func finish() throws(MarbleError) -> MarbleTimeline {
    if let group { throw .unclosedGroup(at: MarbleLocation(marbles: marbles, offset: group.offset)) }
    let zero = subscriptionColumn ?? 0
    let finished = entries.map {
      MarbleTimeline.Entry(frame: $0.column - zero, notification: $0.notification, offset: $0.offset)
    }
    return MarbleTimeline(marbles: marbles, entries: finished, subscriptionColumn: subscriptionColumn, width: column)
  }
}

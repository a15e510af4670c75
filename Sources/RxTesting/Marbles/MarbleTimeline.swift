/// What a marble diagram says happens, column by column, before symbols are turned into values.
///
/// The syntax (whitespace is ignored everywhere, so diagrams can be aligned with spaces):
///
/// | Symbol | Meaning |
/// |---|---|
/// | `-` | a column in which nothing happens |
/// | `a`, `1`, ... | `.next` with the value the symbol names (any character except whitespace and `-|#^!()?`) |
/// | `\|` | `.completed` |
/// | `#` | `.error` |
/// | `^` | the subscription point: column 0 of a hot observable; earlier columns have negative frames |
/// | `(ab)` | a group: all its events happen in the column of `(` |
///
/// Every symbol occupies one column, including `(`, `)` and the symbols inside a group, as in RxJS: in `"-(ab)-c"`
/// `a` and `b` are in column 1 and `c` is in column 6. That keeps the columns of diagrams written one above the other
/// aligned with their ticks. A group may not contain `-` or another group, and must contain at least one event.
///
/// ```swift
/// let timeline = try MarbleTimeline(parsing: "-a-^-b-|")
/// // entries: next("a") at frame -2, next("b") at frame 2, completed at frame 4
/// ```
public struct MarbleTimeline: Equatable, Hashable, Sendable {
  /// What one entry of the diagram does.
  public enum Notification: Equatable, Hashable, Sendable {
    /// `.next` with the value named by the symbol.
    case next(Character)
    /// `.error` (`#`).
    case error
    /// `.completed` (`|`).
    case completed
  }

  /// One event of the diagram.
  public struct Entry: Equatable, Hashable, Sendable {
    /// The column of the event counted from `^` (or from the first column when there is no `^`); negative before `^`.
    public let frame: Int
    /// What happens.
    public let notification: Notification
    /// The zero-based character offset of the symbol in the diagram.
    public let offset: Int

    /// Makes an entry.
    /// - Parameters:
    ///   - frame: The column counted from the subscription point.
    ///   - notification: What happens.
    ///   - offset: The character offset of the symbol.
    public init(frame: Int, notification: Notification, offset: Int) {
      self.frame = frame
      self.notification = notification
      self.offset = offset
    }
  }

  /// The diagram text.
  public let marbles: String
  /// The events, in diagram order.
  public let entries: [Entry]
  /// The column of `^` counted from the first column, or `nil` when the diagram has none.
  public let subscriptionColumn: Int?
  /// How many columns the diagram occupies.
  public let width: Int

  /// Reads a marble diagram.
  /// - Parameters:
  ///   - marbles: The diagram, such as `"--a--b--|"`.
  ///   - allowsSubscriptionPoint: Whether `^` may appear (`false` for cold observables).
  /// - Throws: ``MarbleError`` describing the first problem and where it is.
  public init(parsing marbles: String, allowsSubscriptionPoint: Bool = true) throws(MarbleError) {
    var parser = MarbleParser(marbles: marbles, allowsSubscriptionPoint: allowsSubscriptionPoint)
    for (offset, character) in marbles.enumerated() {
      try parser.read(character, at: offset)
    }
    self = try parser.finish()
  }

  init(marbles: String, entries: [Entry], subscriptionColumn: Int?, width: Int) {
    self.marbles = marbles
    self.entries = entries
    self.subscriptionColumn = subscriptionColumn
    self.width = width
  }

  /// Turns the entries into recorded events: frame `f` happens at tick `f * ticksPerSymbol`.
  ///
  /// ```swift
  /// let events: [Recorded<Event<Int>>] = try MarbleTimeline(parsing: "-a-|")
  ///   .recordedEvents(values: ["a": 1], ticksPerSymbol: 10)
  /// // [.next(10, 1), .completed(30)]
  /// ```
  /// - Parameters:
  ///   - values: The value of each symbol.
  ///   - error: The error `#` emits.
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  /// - Returns: The events with their times.
  /// - Throws: `MarbleError.unknownValue` for a symbol missing from `values`, `.invalidTicksPerSymbol`, or
  ///   `.timeOverflow`.
  public func recordedEvents<T>(
    values: [Character: T], error: any Error = MarbleTestError(), ticksPerSymbol: Int = 1
  ) throws(MarbleError) -> [Recorded<Event<T>>] {
    guard ticksPerSymbol >= 1 else { throw .invalidTicksPerSymbol(ticksPerSymbol) }
    var events: [Recorded<Event<T>>] = []
    events.reserveCapacity(entries.count)
    for entry in entries {
      let location = MarbleLocation(marbles: marbles, offset: entry.offset)
      let (time, overflow) = entry.frame.multipliedReportingOverflow(by: ticksPerSymbol)
      guard !overflow else { throw .timeOverflow(at: location) }
      switch entry.notification {
      case .next(let symbol):
        guard let value = values[symbol] else { throw .unknownValue(symbol, at: location) }
        events.append(Recorded(time: time, value: .next(value)))
      case .error:
        events.append(Recorded(time: time, value: .error(error)))
      case .completed:
        events.append(Recorded(time: time, value: .completed))
      }
    }
    return events
  }
}

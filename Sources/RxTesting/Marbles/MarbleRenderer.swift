/// Draws recorded events as a marble diagram: the reverse of ``MarbleTimeline``.
///
/// Column `c` is time `origin + c * ticksPerSymbol`. Events at the same time are drawn as a group such as `(ab)`,
/// which occupies one column per character as in the parser. When the diagram starts before time 0, `^` marks time 0.
///
/// ```swift
/// let renderer = try MarbleRenderer(ticksPerSymbol: 10)
/// let events: [Recorded<Event<Int>>] = [.next(10, 1), .next(30, 2), .next(30, 3), .completed(80)]
/// renderer.render(events, values: ["a": 1, "b": 2, "c": 3]).diagram  // "-a-(bc)-|"
/// renderer.render(events) { Character(String($0)) }.diagram          // "-1-(23)-|"
/// ```
public struct MarbleRenderer: Sendable {
  /// How many ticks one column lasts.
  public let ticksPerSymbol: Int
  /// The time of the first column, or `nil` for time 0 (or the earliest event, when an event is before time 0).
  public let origin: TestTime?
  /// The widest diagram drawn; events beyond it are left out and counted in `MarbleRendering.omittedEventCount`.
  public let maximumWidth: Int

  private struct Mark {
    let time: TestTime
    let symbol: Character
    let isEvent: Bool
  }

  /// Makes a renderer.
  /// - Parameters:
  ///   - ticksPerSymbol: How many ticks one column lasts (at least 1).
  ///   - origin: The time of the first column; `nil` picks 0, or the earliest event time when it is negative.
  ///   - maximumWidth: The widest diagram to draw, in columns.
  /// - Throws: `MarbleError.invalidTicksPerSymbol` when `ticksPerSymbol` is below 1.
  public init(ticksPerSymbol: Int = 1, origin: TestTime? = nil, maximumWidth: Int = 1_000) throws(MarbleError) {
    guard ticksPerSymbol >= 1 else { throw .invalidTicksPerSymbol(ticksPerSymbol) }
    self.ticksPerSymbol = ticksPerSymbol
    self.origin = origin
    self.maximumWidth = max(0, maximumWidth)
  }

  /// Draws `events`, naming elements with a values map (reverse lookup); elements not in it are drawn as `?`.
  /// - Parameters:
  ///   - events: The events.
  ///   - values: The value of each symbol.
  /// - Returns: The diagram and whether it is exact.
  public func render<T: Equatable>(_ events: [Recorded<Event<T>>], values: [Character: T]) -> MarbleRendering {
    let table = MarbleSymbolTable(values: values)
    return render(events) { table.symbol(for: $0) }
  }

  /// Draws `events`, naming each element with `symbol`; `nil`, whitespace or a reserved character is drawn as `?`.
  /// - Parameters:
  ///   - events: The events.
  ///   - symbol: The symbol of an element.
  /// - Returns: The diagram and whether it is exact.
  public func render<T>(_ events: [Recorded<Event<T>>], symbol: (T) -> Character?) -> MarbleRendering {
    var isExact = true
    var marks: [Mark] = []
    var isStopped = false
    for recorded in events {
      if isStopped { isExact = false }
      let character: Character
      switch recorded.value {
      case .next(let element):
        if let named = symbol(element), MarbleSyntax.isValueSymbol(named), MarbleSyntax.standsAlone(named) {
          character = named
        } else {
          character = MarbleSyntax.unnamedValue
          isExact = false
        }
      case .error:
        character = MarbleSyntax.error
        isStopped = true
      case .completed:
        character = MarbleSyntax.completion
        isStopped = true
      }
      marks.append(Mark(time: recorded.time, symbol: character, isEvent: true))
    }
    let sorted = sortedByTime(marks)
    if sorted.map(\.time) != marks.map(\.time) { isExact = false }
    let start = origin ?? defaultOrigin(sorted)
    return draw(insertingSubscriptionPoint(into: sorted, origin: start), origin: start, isExact: isExact)
  }

  private func sortedByTime(_ marks: [Mark]) -> [Mark] {
    marks.enumerated()
      .sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
      .map(\.element)
  }

  private func defaultOrigin(_ sorted: [Mark]) -> TestTime {
    guard let earliest = sorted.first?.time, earliest < 0 else { return 0 }
    return earliest.flooredToMultiple(of: ticksPerSymbol)
  }

  private func insertingSubscriptionPoint(into sorted: [Mark], origin: TestTime) -> [Mark] {
    guard origin < 0 else { return sorted }
    let caret = Mark(time: 0, symbol: MarbleSyntax.subscription, isEvent: false)
    var marks = sorted
    marks.insert(caret, at: sorted.firstIndex { $0.time >= 0 } ?? sorted.count)
    return marks
  }

  private func draw(_ marks: [Mark], origin: TestTime, isExact initiallyExact: Bool) -> MarbleRendering {
    var isExact = initiallyExact
    var diagram = ""
    var drawnCount = 0  // characters appended; differs from diagram.count when neighbours merged (🇰 and 🇷)
    var cursor = 0
    var index = 0
    while index < marks.count {
      let time = marks[index].time
      var end = index
      while end < marks.count && marks[end].time == time { end += 1 }
      let symbols = marks[index..<end].map(\.symbol)
      var column = cursor
      let (relative, overflow) = time.subtractingReportingOverflow(origin)
      if overflow || relative < 0 || relative % ticksPerSymbol != 0 { isExact = false }
      if !overflow && relative >= 0 { column = relative / ticksPerSymbol }
      if column < cursor {
        isExact = false
        column = cursor
      }
      let width = symbols.count == 1 ? 1 : symbols.count + 2
      guard column <= maximumWidth - width else {
        let omitted = marks[index...].filter(\.isEvent).count
        return MarbleRendering(diagram: diagram, isExact: false, omittedEventCount: omitted)
      }
      drawnCount += column - cursor + width
      diagram.append(String(repeating: MarbleSyntax.frame, count: column - cursor))
      if symbols.count == 1 {
        diagram.append(contentsOf: symbols)
      } else {
        diagram.append(MarbleSyntax.groupStart)
        diagram.append(contentsOf: symbols)
        diagram.append(MarbleSyntax.groupEnd)
      }
      cursor = column + width
      index = end
    }
    if diagram.count != drawnCount { isExact = false }
    return MarbleRendering(diagram: diagram, isExact: isExact)
  }
}

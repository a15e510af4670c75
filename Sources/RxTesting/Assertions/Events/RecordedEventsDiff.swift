/// A comparison of recorded events with the expected ones, with a report that draws both as marble diagrams, one
/// above the other.
///
/// ```swift
/// let diff = RecordedEventsDiff(
///   actual: [.next(2, 1), .next(6, 3), .completed(8)],
///   expected: [.next(2, 1), .next(5, 2), .completed(8)])
/// print(diff)
/// // Events differ at index 1: expected next(2) @ 5, actual next(3) @ 6.
/// //   expected: --a--b--|
/// //   actual:   --a---c-|
/// //   one column = 1 tick; a = 1, b = 2, c = 3
/// //   expected (3 events): [next(1) @ 2, next(2) @ 5, completed @ 8]
/// //   actual (3 events):   [next(1) @ 2, next(3) @ 6, completed @ 8]
/// ```
public struct RecordedEventsDiff<Element: Equatable>: CustomStringConvertible {
  /// The widest diagram the report draws.
  public static var maximumDiagramWidth: Int { 160 }

  /// The events that happened.
  public let actual: [Recorded<Event<Element>>]
  /// The events that should have happened.
  public let expected: [Recorded<Event<Element>>]
  /// The symbols the diagrams use: the given values map, then automatic symbols for other elements.
  public let symbols: MarbleSymbolTable<Element>
  /// How many ticks one column of the diagrams lasts: the requested `ticksPerSymbol`, or a divisor of it when some
  /// time falls between its columns.
  public let ticksPerSymbol: Int
  /// The index of the first event that differs, or `nil` when the events are equal.
  public let firstDifference: Int?

  private let requestedTicksPerSymbol: Int?
  private let differenceSentence: String?

  /// Compares `actual` with `expected`.
  /// - Parameters:
  ///   - actual: The events that happened (for example `observer.events`).
  ///   - expected: The events that should have happened.
  ///   - values: Symbols for elements in the diagrams; other elements get free letters.
  ///   - ticksPerSymbol: The column width to draw with (values below 1 count as 1); `nil` picks the largest that
  ///     draws every time exactly.
  public init(
    actual: [Recorded<Event<Element>>], expected: [Recorded<Event<Element>>], values: [Character: Element] = [:],
    ticksPerSymbol: Int? = nil
  ) {
    self.actual = actual
    self.expected = expected
    var table = MarbleSymbolTable(values: values)
    for recorded in expected + actual {
      if let element = recorded.value.element { table.name(element) }
    }
    symbols = table
    requestedTicksPerSymbol = ticksPerSymbol.map { max(1, $0) }
    self.ticksPerSymbol = Self.columnWidth(for: expected + actual, requested: requestedTicksPerSymbol)
    let difference = SequenceDifference(
      of: "events", actual: actual, expected: expected, equal: { $0 == $1 }, describe: { $0.debugDescription })
    firstDifference = difference.index
    differenceSentence = difference.sentence
    let diagrams = Self.diagrams(
      expected: expected, actual: actual, symbols: table, ticksPerSymbol: self.ticksPerSymbol)
    origin = diagrams.origin
    expectedDiagram = diagrams.expected
    actualDiagram = diagrams.actual
  }

  /// Whether the events are equal (elements with `==`, errors by type and description, and times).
  public var isEqual: Bool { firstDifference == nil }

  /// The expected events drawn as a diagram, or `nil` when it would be wider than `maximumDiagramWidth`.
  public let expectedDiagram: MarbleRendering?
  /// The actual events drawn as a diagram, or `nil` when it would be wider than `maximumDiagramWidth`.
  public let actualDiagram: MarbleRendering?
  /// The time of the first column of both diagrams: 0, an earlier time when an event is before 0 (then `^` marks 0),
  /// or the column of the earliest event when starting at 0 would make the diagrams too wide.
  public let origin: TestTime

  /// The report, or `nil` when the events are equal: use it as `#expect(diff.mismatch == nil)`.
  public var mismatch: String? { isEqual ? nil : description }

  /// The report: where the events first differ, both diagrams one above the other, the symbols, and both event
  /// lists.
  public var description: String {
    var lines = [differenceSentence ?? "Events are equal."]
    if let expectedDiagram, let actualDiagram {
      lines.append("  expected: " + expectedDiagram.diagram + (expectedDiagram.isExact ? "" : "  (approximate)"))
      lines.append("  actual:   " + actualDiagram.diagram + (actualDiagram.isExact ? "" : "  (approximate)"))
      var key = "  one column = \(ticksPerSymbol) \(ticksPerSymbol == 1 ? "tick" : "ticks")"
      if let requested = requestedTicksPerSymbol, requested != ticksPerSymbol {
        key += " (not \(requested): some times fall between columns)"
      }
      if origin < 0 { key += "; ^ is time 0" }
      if origin > 0 { key += "; the first column is time \(origin)" }
      if !symbols.legend.isEmpty { key += "; " + symbols.legend }
      lines.append(key)
    } else {
      lines.append("  (diagrams omitted: wider than \(Self.maximumDiagramWidth) columns)")
    }
    let expectedLabel = "expected (\(count(expected))):"
    let actualLabel = "actual (\(count(actual))):"
    let width = max(expectedLabel.count, actualLabel.count) + 1
    lines.append("  " + padded(expectedLabel, to: width) + list(expected))
    lines.append("  " + padded(actualLabel, to: width) + list(actual))
    return lines.joined(separator: "\n")
  }

  private static func diagrams(
    expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>], symbols: MarbleSymbolTable<Element>,
    ticksPerSymbol: Int
  ) -> (origin: TestTime, expected: MarbleRendering?, actual: MarbleRendering?) {
    let earliest = (expected + actual).map(\.time).min() ?? 0
    var origins = [min(0, earliest).flooredToMultiple(of: ticksPerSymbol)]
    if earliest > 0 { origins.append(earliest.flooredToMultiple(of: ticksPerSymbol)) }
    for origin in origins {
      guard
        let renderer = try? MarbleRenderer(
          ticksPerSymbol: ticksPerSymbol, origin: origin, maximumWidth: maximumDiagramWidth)
      else { continue }
      let expectedDiagram = renderer.render(expected) { symbols.symbol(for: $0) }
      let actualDiagram = renderer.render(actual) { symbols.symbol(for: $0) }
      if expectedDiagram.omittedEventCount == 0 && actualDiagram.omittedEventCount == 0 {
        return (origin, expectedDiagram, actualDiagram)
      }
    }
    return (origins[0], nil, nil)
  }

  private func padded(_ label: String, to width: Int) -> String {
    label + String(repeating: " ", count: max(0, width - label.count))
  }

  private func count(_ events: [Recorded<Event<Element>>]) -> String {
    events.count == 1 ? "1 event" : "\(events.count) events"
  }

  private func list(_ events: [Recorded<Event<Element>>]) -> String {
    "[" + events.map(\.debugDescription).joined(separator: ", ") + "]"
  }

  /// The largest column width that divides `requested` (or, without one, every time) and every time, so that every
  /// event is drawn in its own column.
  private static func columnWidth(for events: [Recorded<Event<Element>>], requested: Int?) -> Int {
    var width = requested ?? 0
    for recorded in events {
      width = greatestCommonDivisor(width, recorded.time)
      if width == 1 { return 1 }
    }
    return max(1, width)
  }

  private static func greatestCommonDivisor(_ lhs: Int, _ rhs: Int) -> Int {
    var (a, b) = (lhs.magnitude, rhs.magnitude)
    while b != 0 { (a, b) = (b, a % b) }
    return Int(clamping: a)
  }
}

extension RecordedEventsDiff: Sendable where Element: Sendable {}

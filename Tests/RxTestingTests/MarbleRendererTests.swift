import RxTesting
import Testing

@Suite("Marble diagrams: rendering")
struct MarbleRendererTests {
  private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

  private func render(
    _ events: [Recorded<Event<Int>>], ticksPerSymbol: Int = 1, origin: TestTime? = nil
  ) throws -> MarbleRendering {
    try MarbleRenderer(ticksPerSymbol: ticksPerSymbol, origin: origin).render(events, values: values)
  }

  @Test func drawsEachEventInTheColumnOfItsTime() throws {
    let rendering = try render([.next(2, 1), .next(5, 2), .completed(8)])
    #expect(rendering == MarbleRendering(diagram: "--a--b--|", isExact: true))
    #expect(rendering.description == "--a--b--|")
  }

  @Test func ticksPerSymbolDividesTimes() throws {
    #expect(try render([.next(10, 1), .completed(30)], ticksPerSymbol: 10).diagram == "-a-|")
  }

  @Test func sameTimeEventsBecomeAGroup() throws {
    let rendering = try render([.next(2, 1), .next(2, 2), .next(7, 3), .completed(8)])
    #expect(rendering == MarbleRendering(diagram: "--(ab)-c|", isExact: true))
  }

  @Test func eventsBeforeTimeZeroGetASubscriptionPoint() throws {
    let hot = try render([.next(-2, 1), .next(2, 2), .completed(4)])
    #expect(hot == MarbleRendering(diagram: "a-^-b-|", isExact: true))
    #expect(try render([.next(-1, 1), .next(0, 2)]).diagram == "a(^b)")
    #expect(try render([.next(-15, 1)], ticksPerSymbol: 10) == MarbleRendering(diagram: "a-^", isExact: false))
  }

  @Test func errorsAndEmptyStreams() throws {
    #expect(try render([.error(3, MarbleTestError())]).diagram == "---#")
    #expect(try render([]) == MarbleRendering(diagram: "", isExact: true))
  }

  @Test func explicitOriginShiftsTheFirstColumn() throws {
    let rendering = try render([.next(210, 1), .completed(230)], ticksPerSymbol: 10, origin: 200)
    #expect(rendering == MarbleRendering(diagram: "-a-|", isExact: true))
  }

  @Test func namingFunctionInsteadOfAValuesMap() throws {
    let renderer = try MarbleRenderer()
    let events: [Recorded<Event<Int>>] = [.next(1, 4), .next(1, 5), .next(5, 6)]
    #expect(renderer.render(events) { Character(String($0)) }.diagram == "-(45)6")
  }

  @Test func timesBetweenColumnsAreApproximate() throws {
    #expect(try render([.next(15, 1)], ticksPerSymbol: 10) == MarbleRendering(diagram: "-a", isExact: false))
  }

  @Test func eventInsideAnEarlierGroupIsMovedAndApproximate() throws {
    #expect(try render([.next(0, 1), .next(0, 2), .next(1, 3)]) == MarbleRendering(diagram: "(ab)c", isExact: false))
  }

  @Test func elementsWithoutASymbolAreQuestionMarks() throws {
    #expect(try render([.next(1, 9)]) == MarbleRendering(diagram: "-?", isExact: false))
    let reserved = try MarbleRenderer().render([Recorded.next(0, 1)]) { _ in "-" }
    #expect(reserved == MarbleRendering(diagram: "?", isExact: false))
    let whitespace = try MarbleRenderer().render([Recorded.next(0, 1)]) { _ in " " }
    #expect(whitespace == MarbleRendering(diagram: "?", isExact: false))
  }

  @Test func eventsAfterAStopEventAreDrawnButApproximate() throws {
    #expect(try render([.completed(1), .next(2, 1)]) == MarbleRendering(diagram: "-|a", isExact: false))
  }

  @Test func unsortedEventsAreDrawnInTimeOrderButApproximate() throws {
    #expect(try render([.next(5, 1), .next(2, 2)]) == MarbleRendering(diagram: "--b--a", isExact: false))
  }

  @Test func eventsBeyondTheMaximumWidthAreOmitted() throws {
    let renderer = try MarbleRenderer(maximumWidth: 10)
    let rendering = renderer.render([.next(2, 1), .next(20, 2), .completed(30)], values: values)
    #expect(rendering == MarbleRendering(diagram: "--a", isExact: false, omittedEventCount: 2))
  }

  @Test func extremeTimesDoNotCrash() throws {
    let huge = try render([.next(Int.max, 1), .next(Int.min, 2), .completed(0)])
    #expect(!huge.isExact)
    let wide = try render([.next(Int.max, 1)])
    #expect(wide == MarbleRendering(diagram: "", isExact: false, omittedEventCount: 1))
  }
}

@Suite("Marble diagrams: round trips")
struct MarbleRoundTripTests {
  private static let canonical: [(String, Int)] = [
    ("--a--b--|", 1), ("-a-|", 10), ("a-^-b-|", 1), ("--(ab)-c|", 1), ("a(^b)", 1), ("---#", 1), ("(a|)", 1),
    ("", 1), ("abc", 1), ("-(abc)-(de)|", 5), ("(ab)^-c", 1),
  ]

  @Test(arguments: canonical)
  func renderingAParsedCanonicalDiagramGivesItBack(_ marbles: String, _ ticksPerSymbol: Int) throws {
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5]
    let events = try recordedEvents(marbles: marbles, values: values, ticksPerSymbol: ticksPerSymbol)
    let rendering = try MarbleRenderer(ticksPerSymbol: ticksPerSymbol).render(events, values: values)
    #expect(rendering == MarbleRendering(diagram: marbles, isExact: true))
  }

  @Test func parsingIgnoresLayoutThatRenderingNormalizes() throws {
    let values: [Character: Int] = ["a": 1]
    let events = try recordedEvents(marbles: " - a - | - - ", values: values)
    #expect(try MarbleRenderer().render(events, values: values).diagram == "-a-|")
  }

  /// A small deterministic generator (SplitMix64), so the generated cases are the same on every run.
  private struct SplitMix64 {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Int(z % UInt64(bound))
    }
  }

  @Test(arguments: [1, 3, 10])
  func renderThenParseGivesTheEventsBack(_ ticksPerSymbol: Int) throws {
    var random = SplitMix64(state: UInt64(ticksPerSymbol))
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
    for _ in 0..<200 {
      var events: [Recorded<Event<Int>>] = []
      func appendGroup(at column: Int) -> Int {
        let size = 1 + random.next(below: 3)
        for _ in 0..<size {
          events.append(.next(column * ticksPerSymbol, 1 + random.next(below: 4)))
        }
        return size == 1 ? 1 : size + 2
      }
      var column = 0
      if random.next(below: 2) == 0 {
        // Events before the subscription point: they must end before column 0, where `^` is drawn.
        column = -1 - random.next(below: 8)
        while column + 5 <= 0 {
          column += appendGroup(at: column) + random.next(below: 2)
        }
        column = 1
      }
      for _ in 0..<random.next(below: 6) {
        column += appendGroup(at: column) + random.next(below: 3)
      }
      switch random.next(below: 3) {
      case 0: events.append(.completed(column * ticksPerSymbol))
      case 1: events.append(.error(column * ticksPerSymbol, MarbleTestError()))
      default: break
      }
      let rendering = try MarbleRenderer(ticksPerSymbol: ticksPerSymbol).render(events, values: values)
      let parsed = try recordedEvents(marbles: rendering.diagram, values: values, ticksPerSymbol: ticksPerSymbol)
      #expect(rendering.isExact, "\(events)")
      #expect(parsed == events, "\(rendering.diagram)")
    }
  }
}

@Suite("Marble diagrams: symbol table")
struct MarbleSymbolTableTests {
  @Test func reverseLookupUsesTheFirstSymbolInCharacterOrder() {
    let table = MarbleSymbolTable(values: ["b": 1, "a": 1, "c": 2])
    #expect(table.symbol(for: 1) == "a")
    #expect(table.symbol(for: 2) == "c")
    #expect(table.symbol(for: 3) == nil)
    #expect(table.value(for: "b") == 1)
    #expect(table.value(for: "z") == nil)
  }

  @Test func namingGivesFreeSymbolsInOrder() {
    var table = MarbleSymbolTable(values: ["a": 10])
    #expect(table.name(10) == "a")
    #expect(table.name(20) == "b")
    #expect(table.name(30) == "c")
    #expect(table.name(20) == "b")
    #expect(table.legend == "a = 10, b = 20, c = 30")
    #expect(table.values == ["a": 10, "b": 20, "c": 30])
  }

  @Test func namingStopsWhenTheAutomaticSymbolsRunOut() {
    var table = MarbleSymbolTable<Int>()
    let names = (0..<62).map { table.name($0) }
    #expect(Set(names.compactMap { $0 }).count == 62)
    #expect(names.last == "9")
    #expect(table.name(62) == nil)
  }

  @Test func aSymbolThatWouldMergeWithItsNeighboursIsNotUsed() throws {
    let renderer = try MarbleRenderer()
    let combining = renderer.render([.next(1, 1), .completed(2)], values: ["\u{301}": 1])
    #expect(combining == MarbleRendering(diagram: "-?|", isExact: false), "a lone combining mark would join the frame")
    let prepend = renderer.render([.next(0, 1)], values: ["\u{600}": 1])
    #expect(!prepend.isExact)
  }

  @Test func anExactDiagramAlwaysParsesBackToTheSameEvents() throws {
    let renderer = try MarbleRenderer()
    // Two regional indicators in one group merge into a flag: the diagram is not what was drawn.
    let flags = renderer.render([.next(1, 1), .next(1, 2)], values: ["🇰": 1, "🇷": 2])
    #expect(!flags.isExact)
    let symbols: [Character] = ["a", "🇰", "🇷", "가", "é", "x"]
    for first in symbols {
      for second in symbols where second != first {
        let values: [Character: Int] = [first: 1, second: 2]
        let events: [Recorded<Event<Int>>] = [.next(1, 1), .next(1, 2), .next(3, 2), .completed(4)]
        let rendering = renderer.render(events, values: values)
        guard rendering.isExact else { continue }
        let parsed: [Recorded<Event<Int>>] = try recordedEvents(marbles: rendering.diagram, values: values)
        #expect(parsed.map(\.time) == events.map(\.time), "\(rendering.diagram)")
        #expect(parsed.map { $0.value.element } == events.map { $0.value.element }, "\(rendering.diagram)")
      }
    }
  }
}

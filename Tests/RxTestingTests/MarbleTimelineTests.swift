import RxTesting
import Testing

@Suite("Marble diagrams: parsing")
struct MarbleTimelineTests {
  private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

  private func events(
    _ marbles: String, ticksPerSymbol: Int = 1, error: any Error = MarbleTestError()
  ) throws -> [Recorded<Event<Int>>] {
    try recordedEvents(marbles: marbles, values: values, error: error, ticksPerSymbol: ticksPerSymbol)
  }

  @Test func oneTickPerSymbolByDefault() throws {
    #expect(try events("--a--b--|") == [.next(2, 1), .next(5, 2), .completed(8)])
  }

  @Test func ticksPerSymbolScalesEveryColumn() throws {
    #expect(try events("-a-|", ticksPerSymbol: 10) == [.next(10, 1), .completed(30)])
  }

  @Test func errorUsesTheGivenError() throws {
    let custom = MarbleTestError("boom")
    #expect(try events("-a-#", error: custom) == [.next(1, 1), .error(3, custom)])
    #expect(try events("#") == [.error(0, MarbleTestError())])
    #expect(try events("#") != [.error(0, custom)])
  }

  @Test func subscriptionPointIsFrameZero() throws {
    #expect(try events("-a-^-b-|") == [.next(-2, 1), .next(2, 2), .completed(4)])
    #expect(try events("---^a|", ticksPerSymbol: 10) == [.next(10, 1), .completed(20)])
    #expect(try events("a^") == [.next(-1, 1)])
  }

  @Test func groupEventsShareTheColumnOfTheOpeningParenthesis() throws {
    #expect(try events("--(ab)-c|") == [.next(2, 1), .next(2, 2), .next(7, 3), .completed(8)])
    #expect(try events("(a|)") == [.next(0, 1), .completed(0)])
    #expect(try events("-(ab)", ticksPerSymbol: 10) == [.next(10, 1), .next(10, 2)])
  }

  @Test func groupOccupiesOneColumnPerCharacter() throws {
    let timeline = try MarbleTimeline(parsing: "(abc)")
    #expect(timeline.width == 5)
    #expect(try events("(abc)a") == [.next(0, 1), .next(0, 2), .next(0, 3), .next(5, 1)])
  }

  @Test func subscriptionPointInsideAGroup() throws {
    #expect(try events("a(^b)") == [.next(-1, 1), .next(0, 2)])
    let timeline = try MarbleTimeline(parsing: "--(^)-a")
    #expect(timeline.subscriptionColumn == 2)
    #expect(timeline.entries == [MarbleTimeline.Entry(frame: 4, notification: .next("a"), offset: 6)])
  }

  @Test func whitespaceIsIgnored() throws {
    #expect(try events("  - a  - |") == [.next(1, 1), .completed(3)])
    #expect(try events("-a\n\t-b") == [.next(1, 1), .next(3, 2)])
  }

  @Test func emptyAndFrameOnlyDiagramsHaveNoEvents() throws {
    #expect(try events("").isEmpty)
    let timeline = try MarbleTimeline(parsing: "---")
    #expect(timeline.entries.isEmpty)
    #expect(timeline.width == 3)
    #expect(timeline.subscriptionColumn == nil)
  }

  @Test func anyNonReservedCharacterIsAValueSymbol() throws {
    let fruit: [Recorded<Event<String>>] = try recordedEvents(
      marbles: "🍎-1-*|", values: ["🍎": "apple", "1": "one", "*": "star"])
    #expect(fruit == [.next(0, "apple"), .next(2, "one"), .next(4, "star"), .completed(5)])
  }

  @Test func timelineRecordsSymbolsAndOffsets() throws {
    let timeline = try MarbleTimeline(parsing: " a-^ #")
    #expect(timeline.marbles == " a-^ #")
    #expect(timeline.subscriptionColumn == 2)
    #expect(
      timeline.entries == [
        MarbleTimeline.Entry(frame: -2, notification: .next("a"), offset: 1),
        MarbleTimeline.Entry(frame: 1, notification: .error, offset: 5),
      ])
  }

  @Test func recordedEventsStaticFunctionMatchesTheFreeFunction() throws {
    let viaRecorded = try Recorded.events(marbles: "-a-(b|)", values: values)
    #expect(viaRecorded == [.next(1, 1), .next(3, 2), .completed(3)])
    #expect(try events("-a-(b|)") == viaRecorded)
  }
}

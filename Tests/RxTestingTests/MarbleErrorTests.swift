import RxTesting
import Testing

@Suite("Marble diagrams: errors")
struct MarbleErrorTests {
  private struct Case: CustomTestStringConvertible, Sendable {
    let marbles: String
    let cold: Bool
    let expected: MarbleError
    var testDescription: String { "\"\(marbles)\"" }

    init(_ marbles: String, cold: Bool = false, _ expected: (MarbleLocation) -> MarbleError, offset: Int) {
      self.marbles = marbles
      self.cold = cold
      self.expected = expected(MarbleLocation(marbles: marbles, offset: offset))
    }
  }

  private static let cases: [Case] = [
    Case("--a-((b)|", { .nestedGroup(at: $0) }, offset: 5),
    Case("--a)", { .unopenedGroupEnd(at: $0) }, offset: 3),
    Case("--(ab", { .unclosedGroup(at: $0) }, offset: 2),
    Case("-()-", { .emptyGroup(at: $0) }, offset: 1),
    Case("(a-b)", { .frameInsideGroup(at: $0) }, offset: 2),
    Case("^-^", { .duplicateSubscriptionPoint(at: $0) }, offset: 2),
    Case("-^-a", cold: true, { .subscriptionPointNotAllowed(at: $0) }, offset: 1),
    Case("-a!-", { .unexpectedSymbol("!", at: $0) }, offset: 2),
    Case("a?b", { .unexpectedSymbol("?", at: $0) }, offset: 1),
    Case("-|-a", { .eventAfterTermination(at: $0) }, offset: 3),
    Case("-#(a)", { .eventAfterTermination(at: $0) }, offset: 3),
    Case("(|a)", { .eventAfterTermination(at: $0) }, offset: 2),
    Case("-|-|", { .eventAfterTermination(at: $0) }, offset: 3),
    Case("-a-x-|", { .unknownValue("x", at: $0) }, offset: 3),
    Case(" a  x", { .unknownValue("x", at: $0) }, offset: 4),
  ]

  @Test(arguments: cases)
  private func badDiagramThrowsTypedErrorWithPosition(_ testCase: Case) {
    #expect(throws: testCase.expected) {
      let timeline = try MarbleTimeline(parsing: testCase.marbles, allowsSubscriptionPoint: !testCase.cold)
      _ = try timeline.recordedEvents(values: ["a": 1, "b": 2])
    }
  }

  @Test func coldDiagramsRejectTheSubscriptionPointButHotOnesAccept() throws {
    #expect(throws: MarbleError.subscriptionPointNotAllowed(at: MarbleLocation(marbles: "^a", offset: 0))) {
      try MarbleTimeline(parsing: "^a", allowsSubscriptionPoint: false)
    }
    #expect(try MarbleTimeline(parsing: "^a").subscriptionColumn == 0)
  }

  @Test(arguments: [0, -5])
  func ticksPerSymbolMustBePositive(_ ticks: Int) {
    #expect(throws: MarbleError.invalidTicksPerSymbol(ticks)) {
      let _: [Recorded<Event<Int>>] = try recordedEvents(marbles: "-a", values: ["a": 1], ticksPerSymbol: ticks)
    }
    #expect(throws: MarbleError.invalidTicksPerSymbol(ticks)) {
      try MarbleRenderer(ticksPerSymbol: ticks)
    }
  }

  @Test func hugeTimesThrowOverflowInsteadOfCrashing() {
    let marbles = "--a"
    #expect(throws: MarbleError.timeOverflow(at: MarbleLocation(marbles: marbles, offset: 2))) {
      let _: [Recorded<Event<Int>>] = try recordedEvents(marbles: marbles, values: ["a": 1], ticksPerSymbol: .max)
    }
  }

  @Test func descriptionNamesTheProblemAndPointsAtIt() {
    let error = MarbleError.nestedGroup(at: MarbleLocation(marbles: "--a-((b)|", offset: 5))
    #expect(
      error.description == """
        Marble diagram error at offset 5: a group cannot contain another group.
          --a-((b)|
               ^
        """)
    #expect(error.location?.offset == 5)
  }

  @Test func pointerKeepsTabsAndShowsLineBreaksAsSpaces() {
    let location = MarbleLocation(marbles: "\t-\na", offset: 3)
    #expect(location.pointer == "\t- a\n\t  ^")
    #expect(location.description == "offset 3 of \"\t-\na\"")
  }

  @Test func errorsWithoutALocationStillDescribeThemselves() {
    #expect(MarbleError.invalidTicksPerSymbol(0).location == nil)
    #expect(
      MarbleError.invalidTicksPerSymbol(0).description
        == "Marble diagram error: ticksPerSymbol must be at least 1, not 0.")
    #expect(
      MarbleError.missingSubscriptionPoint(marbles: "--!").description
        == "Marble diagram error: subscription marbles \"--!\" have no subscription point '^'.")
  }

  @Test func unknownValueDescriptionNamesTheSymbol() {
    let error = MarbleError.unknownValue("x", at: MarbleLocation(marbles: "-a-x", offset: 3))
    #expect(error.reason == "value symbol 'x' has no entry in the values map.")
    #expect(error.description.hasSuffix("-a-x\n     ^"))
  }
}

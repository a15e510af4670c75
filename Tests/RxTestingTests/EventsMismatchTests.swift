import RxTesting
import Testing

@Suite("Assertions: mismatch descriptions")
struct EventsMismatchTests {
  @Test func equalEventsHaveNoMismatch() {
    let events: [Recorded<Event<Int>>] = [.next(210, 20), .error(250, MarbleTestError("x")), .completed(300)]
    let diff = RecordedEventsDiff(actual: events, expected: events)
    #expect(diff.isEqual)
    #expect(diff.firstDifference == nil)
    #expect(diff.mismatch == nil)
    #expect(diff.description.hasPrefix("Events are equal."))
    #expect(eventsMismatch(events, expected: events) == nil)
  }

  @Test func reportDrawsBothDiagramsOneAboveTheOther() {
    let mismatch = eventsMismatch(
      [.next(2, 1), .next(6, 3), .completed(8)], expected: [.next(2, 1), .next(5, 2), .completed(8)])
    #expect(
      mismatch == """
        Events differ at index 1: expected next(2) @ 5, actual next(3) @ 6.
          expected: --a--b--|
          actual:   --a---c-|
          one column = 1 tick; a = 1, b = 2, c = 3
          expected (3 events): [next(1) @ 2, next(2) @ 5, completed @ 8]
          actual (3 events):   [next(1) @ 2, next(3) @ 6, completed @ 8]
        """)
  }

  @Test func missingAndExtraEventsAreNamed() {
    let expected: [Recorded<Event<Int>>] = [.next(1, 1), .completed(2)]
    let missing = RecordedEventsDiff(actual: [.next(1, 1)], expected: expected)
    #expect(missing.firstDifference == 1)
    #expect(
      missing.mismatch?.hasPrefix(
        "Actual has 1 event fewer than expected; the first missing one is completed @ 2 (index 1).") == true)
    let extra = RecordedEventsDiff(actual: expected + [.next(3, 5), .next(4, 6)], expected: expected)
    #expect(extra.firstDifference == 2)
    #expect(
      extra.mismatch?.hasPrefix(
        "Actual has 2 events more than expected; the first extra one is next(5) @ 3 (index 2).") == true)
    #expect(extra.mismatch?.contains("  actual (4 events):   [") == true)
  }

  @Test func errorsCompareByTypeAndDescription() {
    let actual: [Recorded<Event<Int>>] = [.error(1, MarbleTestError("x"))]
    #expect(eventsMismatch(actual, expected: [.error(1, MarbleTestError("x"))]) == nil)
    #expect(eventsMismatch(actual, expected: [.error(1, MarbleTestError("y"))])?.contains("expected: -#") == true)
  }

  @Test func columnWidthIsTheLargestThatDrawsEveryTimeExactly() {
    let diff = RecordedEventsDiff(
      actual: [.next(210, 20), .completed(250)], expected: [.next(210, 20), .completed(300)])
    #expect(diff.ticksPerSymbol == 10)
    #expect(diff.origin == 0)
    #expect(diff.expectedDiagram?.diagram == String(repeating: "-", count: 21) + "a--------|")
    #expect(diff.actualDiagram?.diagram == String(repeating: "-", count: 21) + "a---|")
    #expect(diff.description.contains("one column = 10 ticks; a = 20"))
  }

  @Test func wideDiagramsStartAtTheEarliestEvent() {
    let diff = RecordedEventsDiff(
      actual: [.next(201, 1), .completed(250)], expected: [.next(201, 1), .completed(260)])
    #expect(diff.ticksPerSymbol == 1)
    #expect(diff.origin == 201)
    #expect(diff.actualDiagram?.diagram == "a" + String(repeating: "-", count: 48) + "|")
    #expect(diff.description.contains("the first column is time 201"))
  }

  @Test func tooWideDiagramsAreOmitted() {
    let diff = RecordedEventsDiff(actual: [.next(1, 1), .next(400, 2)], expected: [.next(1, 1)])
    #expect(diff.expectedDiagram == nil)
    #expect(diff.actualDiagram == nil)
    #expect(diff.description.contains("(diagrams omitted: wider than 160 columns)"))
    #expect(diff.description.contains("actual (2 events):  [next(1) @ 1, next(2) @ 400]"))
  }

  @Test func negativeTimesAreDrawnAroundTheSubscriptionPoint() {
    let diff = RecordedEventsDiff(actual: [.next(-2, 1), .next(1, 2)], expected: [.next(-2, 1), .next(2, 2)])
    #expect(diff.expectedDiagram?.diagram == "a-^-b")
    #expect(diff.actualDiagram?.diagram == "a-^b")
    #expect(diff.description.contains("^ is time 0"))
  }

  @Test func marblesMismatchIsNilWhenTheDiagramMatches() throws {
    let actual: [Recorded<Event<Int>>] = [.next(10, 1), .next(10, 2), .completed(50)]
    #expect(try marblesMismatch(actual, expected: "-(ab)|", values: ["a": 1, "b": 2], ticksPerSymbol: 10) == nil)
  }

  @Test func marblesMismatchUsesTheValuesAndNamesUnknownElements() throws {
    let actual: [Recorded<Event<Int>>] = [.next(2, 1), .next(5, 7), .completed(8)]
    let mismatch = try marblesMismatch(actual, expected: "--a--b--|", values: ["a": 1, "b": 2])
    #expect(mismatch?.contains("  expected: --a--b--|\n  actual:   --a--c--|\n") == true)
    #expect(mismatch?.contains("a = 1, b = 2, c = 7") == true)
  }

  @Test func marblesMismatchDrawsFinerColumnsWhenTimesFallBetween() throws {
    let actual: [Recorded<Event<Int>>] = [.next(15, 1), .completed(30)]
    let mismatch = try marblesMismatch(actual, expected: "-a-|", values: ["a": 1], ticksPerSymbol: 10)
    #expect(mismatch?.contains("  expected: --a---|\n  actual:   ---a--|\n") == true)
    #expect(mismatch?.contains("one column = 5 ticks (not 10: some times fall between columns)") == true)
  }

  @Test func marblesMismatchThrowsForABadDiagram() {
    #expect(throws: MarbleError.unclosedGroup(at: MarbleLocation(marbles: "-(a", offset: 1))) {
      try marblesMismatch([Recorded<Event<Int>>](), expected: "-(a", values: ["a": 1])
    }
  }

  @Test func approximateDiagramsAreMarked() {
    let mismatch = eventsMismatch([.next(0, 1), .next(0, 2), .next(1, 3)], expected: [.next(0, 1)])
    #expect(mismatch?.contains("  actual:   (ab)c  (approximate)") == true)
  }

  @Test func eventsWithoutTimes() {
    #expect(eventsMismatch([Event<Int>.next(1), .completed], expected: [.next(1), .completed]) == nil)
    #expect(
      eventsMismatch([Event<Int>.next(1), .next(3)], expected: [.next(1), .next(2), .completed]) == """
        Events differ at index 1: expected next(2), actual next(3).
          expected: [next(1), next(2), completed]
          actual:   [next(1), next(3)]
        """)
  }

  @Test func recordedElementsIgnoreTimesButNotStopEvents() {
    #expect(recordedElementsMismatch([.next(5, 1), .next(900, 2)], expected: [1, 2]) == nil)
    #expect(
      recordedElementsMismatch([.next(5, 1), .next(9, 3)], expected: [1, 2]) == """
        Elements differ at index 1: expected 2, actual 3.
          expected: [1, 2]
          actual:   [1, 3]
        """)
    #expect(
      recordedElementsMismatch([.next(5, 1)], expected: [1, 2])?.hasPrefix(
        "Actual has 1 element fewer than expected; the first missing one is 2 (index 1).") == true)
    #expect(
      recordedElementsMismatch([.next(5, 1), .completed(6)], expected: [1]) == """
        A stop event was recorded: completed @ 6; only next events were expected.
          events: [next(1) @ 5, completed @ 6]
        """)
  }
}

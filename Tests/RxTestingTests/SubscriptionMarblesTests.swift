import RxTesting
import Testing

@Suite("Marble diagrams: subscriptions")
struct SubscriptionMarblesTests {
  @Test func subscribeAndUnsubscribeColumns() throws {
    #expect(try Subscription(marbles: "^---!") == Subscription(0, 4))
    #expect(try Subscription(marbles: "--^--!") == Subscription(2, 5))
    #expect(try Subscription(marbles: "  ^ - - !") == Subscription(0, 3))
    #expect(try Subscription(marbles: "-^-!", ticksPerSymbol: 10) == Subscription(10, 30))
  }

  @Test func withoutUnsubscriptionTheSubscriptionNeverEnds() throws {
    #expect(try Subscription(marbles: "--^--") == Subscription(2))
    #expect(try Subscription(marbles: "^").unsubscribe == Int.max)
  }

  @Test func groupSubscribesAndUnsubscribesInOneColumn() throws {
    #expect(try Subscription(marbles: "-(^!)") == Subscription(1, 1))
    #expect(try Subscription(marbles: "(^)-!") == Subscription(0, 4))
  }

  private struct Case: Sendable, CustomTestStringConvertible {
    let marbles: String
    let expected: MarbleError
    var testDescription: String { "\"\(marbles)\"" }

    init(_ marbles: String, _ expected: (MarbleLocation) -> MarbleError, offset: Int) {
      self.marbles = marbles
      self.expected = expected(MarbleLocation(marbles: marbles, offset: offset))
    }
  }

  private static let cases: [Case] = [
    Case("!^", { .unsubscriptionBeforeSubscription(at: $0) }, offset: 0),
    Case("^-!-!", { .duplicateUnsubscriptionPoint(at: $0) }, offset: 4),
    Case("^^", { .duplicateSubscriptionPoint(at: $0) }, offset: 1),
    Case("^-a", { .unexpectedSymbol("a", at: $0) }, offset: 2),
    Case("^|", { .unexpectedSymbol("|", at: $0) }, offset: 1),
    Case("(^-!)", { .frameInsideGroup(at: $0) }, offset: 2),
    Case("(!^)", { .unsubscriptionBeforeSubscription(at: $0) }, offset: 1),
    Case("()^", { .emptyGroup(at: $0) }, offset: 0),
    Case("((^))", { .nestedGroup(at: $0) }, offset: 1),
    Case("-(^", { .unclosedGroup(at: $0) }, offset: 1),
    Case("^)", { .unopenedGroupEnd(at: $0) }, offset: 1),
  ]

  @Test(arguments: cases)
  private func badSubscriptionMarblesThrow(_ testCase: Case) {
    #expect(throws: testCase.expected) { try Subscription(marbles: testCase.marbles) }
  }

  @Test func missingSubscriptionPointAndBadTicks() {
    #expect(throws: MarbleError.missingSubscriptionPoint(marbles: "---")) { try Subscription(marbles: "---") }
    #expect(throws: MarbleError.invalidTicksPerSymbol(0)) { try Subscription(marbles: "^", ticksPerSymbol: 0) }
    #expect(throws: MarbleError.timeOverflow(at: MarbleLocation(marbles: "--^", offset: 2))) {
      try Subscription(marbles: "--^", ticksPerSymbol: .max)
    }
  }
}

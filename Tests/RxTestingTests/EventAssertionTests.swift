import RxTesting
import XCTest

final class EventAssertionTests: FailureCapturingTestCase {
  private let expected: [Recorded<Event<Int>>] = [.next(2, 1), .next(5, 2), .completed(8)]

  func testRecordedEventsOverloadPassesForEqualEvents() {
    XCTAssertTrue(failures { XCTAssertEqual(expected, [.next(2, 1), .next(5, 2), .completed(8)]) }.isEmpty)
  }

  func testRecordedEventsOverloadIsChosenAndPrintsDiagrams() {
    let actual: [Recorded<Event<Int>>] = [.next(2, 1), .next(6, 3), .completed(8)]
    let failures = failures { XCTAssertEqual(actual, expected) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("expected: --a--b--|\n  actual:   --a---c-|") == true, "\(failures)")
  }

  func testEventsOverloadWithoutTimes() {
    XCTAssertTrue(failures { XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed]) }.isEmpty)
    let failures = failures { XCTAssertEqual([Event<Int>.next(1)], [.next(1), .completed]) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains("the first missing one is completed") == true, "\(failures)")
  }

  func testRecordedElements() {
    XCTAssertTrue(failures { XCTAssertRecordedElements([.next(3, 1), .next(9, 2)], [1, 2]) }.isEmpty)
    let wrong = failures { XCTAssertRecordedElements([.next(3, 1), .next(9, 5)], [1, 2]) }
    XCTAssertTrue(wrong.first?.contains("Elements differ at index 1: expected 2, actual 5.") == true, "\(wrong)")
    let stopped = failures { XCTAssertRecordedElements(expected, [1, 2]) }
    XCTAssertTrue(stopped.first?.contains("A stop event was recorded: completed @ 8") == true, "\(stopped)")
  }

  func testMarblesAssertion() {
    let values: [Character: Int] = ["a": 1, "b": 2]
    XCTAssertTrue(failures { XCTAssertMarbles(expected, "--a--b--|", values: values) }.isEmpty)
    let different = failures { XCTAssertMarbles(expected, "--a-b---|", values: values) }
    XCTAssertEqual(different.count, 1)
    XCTAssertTrue(
      different.first?.contains("  expected: --a-b---|\n  actual:   --a--b--|") == true, "\(different)")
    let bad = failures { XCTAssertMarbles(expected, "--a--b--|)", values: values) }
    XCTAssertTrue(bad.first?.contains("Marble diagram error at offset 9: ')' closes") == true, "\(bad)")
  }

  func testMarblesAssertionWithErrorsAndTicks() {
    let failure = MarbleTestError("boom")
    let events: [Recorded<Event<Int>>] = [.next(10, 1), .error(30, failure)]
    XCTAssertTrue(
      failures { XCTAssertMarbles(events, "-a-#", values: ["a": 1], error: failure, ticksPerSymbol: 10) }.isEmpty)
    XCTAssertEqual(failures { XCTAssertMarbles(events, "-a-#", values: ["a": 1], ticksPerSymbol: 10) }.count, 1)
  }
}

import RxTesting
import XCTest

private struct Failure: Error, CustomStringConvertible {
  var code: Int
  var description: String { "Failure(\(code))" }
}

/// RxTest's `XCTAssertEqual` overloads for `Single`, `Maybe` and `Completable` events and for optional elements.
final class TraitEventAssertionTests: FailureCapturingTestCase {
  func testSingleEvents() {
    XCTAssertTrue(failures { XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)]) }.isEmpty)
    XCTAssertTrue(
      failures { XCTAssertEqual([SingleEvent<Int>.failure(Failure(code: 1))], [.failure(Failure(code: 1))]) }.isEmpty)
    let wrongElement = failures { XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)]) }
    XCTAssertTrue(
      wrongElement.first?.contains("Events differ at index 0: expected success(2), actual success(1).") == true,
      "\(wrongElement)")
    let wrongError = failures {
      XCTAssertEqual([SingleEvent<Int>.failure(Failure(code: 1))], [.failure(Failure(code: 2))])
    }
    XCTAssertTrue(wrongError.first?.contains("expected failure(Failure(2)), actual failure(Failure(1))") == true)
    XCTAssertEqual(failures { XCTAssertEqual([SingleEvent<Int>.success(1)], [.failure(Failure(code: 1))]) }.count, 1)
    XCTAssertEqual(failures { XCTAssertEqual([SingleEvent<Int>](), [.success(1)]) }.count, 1)
  }

  func testMaybeEvents() {
    XCTAssertTrue(failures { XCTAssertEqual([MaybeEvent<Int>.success(1)], [.success(1)]) }.isEmpty)
    XCTAssertTrue(failures { XCTAssertEqual([MaybeEvent<Int>.completed], [.completed]) }.isEmpty)
    XCTAssertTrue(
      failures { XCTAssertEqual([MaybeEvent<Int>.error(Failure(code: 3))], [.error(Failure(code: 3))]) }.isEmpty)
    let failed = failures { XCTAssertEqual([MaybeEvent<Int>.completed], [.success(1)]) }
    XCTAssertTrue(failed.first?.contains("expected success(1), actual completed") == true, "\(failed)")
    XCTAssertEqual(
      failures { XCTAssertEqual([MaybeEvent<Int>.error(Failure(code: 3))], [.error(Failure(code: 4))]) }.count, 1)
  }

  func testCompletableEvents() {
    XCTAssertTrue(failures { XCTAssertEqual([CompletableEvent.completed], [.completed]) }.isEmpty)
    XCTAssertTrue(
      failures { XCTAssertEqual([CompletableEvent.error(Failure(code: 5))], [.error(Failure(code: 5))]) }.isEmpty)
    let failed = failures { XCTAssertEqual([CompletableEvent.completed], [.error(Failure(code: 5))]) }
    XCTAssertTrue(failed.first?.contains("expected error(Failure(5)), actual completed") == true, "\(failed)")
    XCTAssertEqual(failures { XCTAssertEqual([CompletableEvent.completed], []) }.count, 1)
  }

  func testRecordedEventsWithOptionalElements() {
    let actual: [Recorded<Event<Int?>>] = [.next(210, nil), .next(220, 2), .completed(230)]
    XCTAssertTrue(failures { XCTAssertEqual(actual, [.next(210, nil), .next(220, 2), .completed(230)]) }.isEmpty)
    let failed = failures { XCTAssertEqual(actual, [.next(210, 1), .next(220, 2), .completed(230)]) }
    XCTAssertEqual(failed.count, 1)
    XCTAssertTrue(failed.first?.contains("Events differ at index 0") == true, "\(failed)")
  }

  func testMismatchFunctionsForSwiftTesting() {
    XCTAssertNil(eventsMismatch([SingleEvent<Int>.success(1)], expected: [.success(1)]))
    XCTAssertNotNil(eventsMismatch([MaybeEvent<Int>.completed], expected: [.success(1)]))
    XCTAssertNil(eventsMismatch([CompletableEvent.completed], expected: [.completed]))
  }
}

import RxCore
import RxTesting
import XCTest

private struct Failure: Error, CustomStringConvertible {
  var code: Int
  var description: String { "Failure(\(code))" }
}

private struct OtherFailure: Error, CustomStringConvertible {
  var description: String { "Failure(1)" }
}

/// `MaybeEvent` and `CompletableEvent` are `Equatable` (RxTest's conformances, built into RxCore like `Event`'s).
final class TraitEventEquatableTests: RxTestCase {
  func testMaybeEventEquality() {
    XCTAssertEqual(MaybeEvent.success(1), .success(1))
    XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
    XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
    XCTAssertNotEqual(MaybeEvent.success(1), .completed)
    XCTAssertEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(Failure(code: 1)))
    XCTAssertNotEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(Failure(code: 2)))
    XCTAssertNotEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(OtherFailure()), "same text, other type")
    XCTAssertNotEqual(MaybeEvent<Int>.error(Failure(code: 1)), .completed)
  }

  func testCompletableEventEquality() {
    XCTAssertEqual(CompletableEvent.completed, .completed)
    XCTAssertEqual(CompletableEvent.error(Failure(code: 1)), .error(Failure(code: 1)))
    XCTAssertNotEqual(CompletableEvent.error(Failure(code: 1)), .error(Failure(code: 2)))
    XCTAssertNotEqual(CompletableEvent.error(Failure(code: 1)), .error(OtherFailure()))
    XCTAssertNotEqual(CompletableEvent.error(Failure(code: 1)), .completed)
  }

  func testEventsFromRealTraitsCompareEqual() {
    var maybeEvents: [MaybeEvent<Int>] = []
    var completableEvents: [CompletableEvent] = []
    _ = Maybe.just(4).subscribe { maybeEvents.append($0) }
    _ = Maybe<Int>.empty().subscribe { maybeEvents.append($0) }
    _ = Completable.error(Failure(code: 9)).subscribe { completableEvents.append($0) }
    XCTAssertEqual(maybeEvents, [.success(4), .completed])
    XCTAssertEqual(completableEvents, [.error(Failure(code: 9))])
  }
}

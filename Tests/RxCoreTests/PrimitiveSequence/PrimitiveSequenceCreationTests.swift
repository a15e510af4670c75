import RxCore
import RxTesting
import XCTest

/// `just`, `error`, `never` and `empty` of `Single`, `Maybe` and `Completable`: declared once for the traits that
/// have them, spelled as in RxSwift (the type's name or a leading dot where the type is known).
final class PrimitiveSequenceCreationTests: RxTestCase {
  /// The events of `sequence` subscribed at 200 on a scheduler of its own.
  private func events<Sequence: ObservableConvertibleType>(
    _ sequence: @escaping (TestScheduler) -> Sequence
  ) -> [Recorded<Event<Sequence.Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return scheduler.start { sequence(scheduler) }.events
  }

  func testJustSucceedsAtOnceForSingleAndMaybe() {
    let single: Single<Int> = .just(1)
    let maybe: Maybe<Int> = .just(2)
    XCTAssertEqual(events { _ in single }, [.next(200, 1), .completed(200)])
    XCTAssertEqual(events { _ in maybe }, [.next(200, 2), .completed(200)])
  }

  func testJustOnASchedulerSendsWhenTheSchedulerRuns() {
    XCTAssertEqual(events { Single.just(3, scheduler: $0) }, [.next(201, 3), .completed(202)])
    XCTAssertEqual(events { Maybe.just(4, scheduler: $0) }, [.next(201, 4), .completed(202)])
  }

  func testErrorFailsAtOnceForEveryTrait() {
    let single: Single<Int> = .error(TestError(id: 1))
    XCTAssertEqual(events { _ in single }, [.error(200, TestError(id: 1))])
    XCTAssertEqual(events { _ in Maybe<Int>.error(TestError(id: 2)) }, [.error(200, TestError(id: 2))])
    XCTAssertEqual(events { _ in Completable.error(TestError(id: 3)) }, [.error(200, TestError(id: 3))])
  }

  func testNeverSendsNothingForEveryTrait() {
    let single: Single<Int> = .never()
    let completable: Completable = .never()
    XCTAssertEqual(events { _ in single }, [])
    XCTAssertEqual(events { _ in Maybe<Int>.never() }, [])
    XCTAssertEqual(events { _ in completable }, [])
  }

  func testEmptyCompletesMaybeAndCompletable() {
    XCTAssertEqual(events { _ in Maybe<Int>.empty() }, [.completed(200)])
    XCTAssertEqual(events { _ in Completable.empty() }, [.completed(200)])
  }
}

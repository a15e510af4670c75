import RxCore
import RxTesting
import XCTest

private enum GenerateTestError: Error {
  case boom
}

final class GenerateTests: RxTestCase {
  func testEmitsStatesWhileTheConditionHolds() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start {
      Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
    }

    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
  }

  func testThrowingConditionSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start {
      Observable.generate(initialState: 0, condition: { _ in throw GenerateTestError.boom }, scheduler: scheduler) {
        $0 + 1
      }
    }

    XCTAssertEqual(res.events, [.error(201, GenerateTestError.boom)])
  }

  func testThrowingIterateSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start {
      Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { _ in
        throw GenerateTestError.boom
      }
    }

    XCTAssertEqual(res.events, [.next(201, 0), .error(202, GenerateTestError.boom)])
  }

  func testDisposalStopsTheGeneration() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 203) {
      Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
    }

    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
  }

  func testGeneratesSynchronouslyOnTheCurrentThreadByDefault() {
    var received: [Int] = []

    Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
      .subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [1, 3, 9, 27, 81])
  }
}

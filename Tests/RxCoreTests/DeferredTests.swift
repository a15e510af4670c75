import RxCore
import RxTesting
import XCTest

private enum DeferredTestError: Error {
  case boom
}

final class DeferredTests: RxTestCase {
  func testCallsTheFactoryAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var sources: [TestableObservable<Int>] = []

    let res = scheduler.start {
      Observable.deferred {
        let xs = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
        sources.append(xs)
        return xs.asObservable()
      }
    }

    XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
    XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)]])
  }

  func testForwardsTheErrorOfTheMadeSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    var sources: [TestableObservable<Int>] = []

    let res = scheduler.start {
      Observable.deferred {
        let xs = scheduler.createColdObservable([.next(100, 1), .error(200, DeferredTestError.boom)])
        sources.append(xs)
        return xs.asObservable()
      }
    }

    XCTAssertEqual(res.events, [.next(300, 1), .error(400, DeferredTestError.boom)])
    XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)]])
  }

  func testDisposalEndsTheSubscriptionToTheMadeSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    var sources: [TestableObservable<Int>] = []

    let res = scheduler.start(disposed: 250) {
      Observable.deferred {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        sources.append(xs)
        return xs.asObservable()
      }
    }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 250)]])
  }

  func testThrowingFactorySendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.deferred { throw DeferredTestError.boom } }

    XCTAssertEqual(res.events, [.error(200, DeferredTestError.boom)])
  }

  func testEverySubscriptionCallsTheFactory() {
    var calls = 0
    let counted = Observable<Int>.deferred {
      calls += 1
      return Observable.just(calls)
    }
    var received: [Int] = []

    counted.subscribe(onNext: { received.append($0) }).dispose()
    counted.subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(calls, 2)
  }
}

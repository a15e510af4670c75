import RxCore
import RxTesting
import XCTest

/// `Observable.flatMapLatest` with an `Infallible` selector gives an `Infallible`, as in RxSwift.
final class InfallibleFlatMapLatestTests: RxTestCase {
  func testSwitchesToTheLatestInfallibleAndKeepsTheTrait() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let inner1 = scheduler.createColdObservable([.next(10, "a"), .next(40, "b"), .completed(50)])
    let inner2 = scheduler.createColdObservable([.next(10, "c"), .completed(20)])
    let switched: Infallible<String> = xs.asObservable().flatMapLatest { value in
      (value == 1 ? inner1 : inner2).asInfallible(onErrorJustReturn: "?")
    }
    let res = scheduler.start { switched }
    XCTAssertEqual(res.events, [.next(220, "a"), .next(250, "c"), .completed(300)])
    XCTAssertEqual(inner1.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(inner2.subscriptions, [Subscription(240, 260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testAnObservableResultIsStillChosenWhereTheContextAsksForOne() {
    let subject = PublishSubject<Int>()
    let switched: Observable<Int> = subject.flatMapLatest { Infallible.just($0 * 2) }
    var received: [Int] = []
    let subscription = switched.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    XCTAssertEqual(received, [2, 4])
  }

  /// The source is an `Observable`, so it can still fail: the `Infallible` subscriber reports the error and drops it.
  func testAnErrorOfTheSourceIsReportedNotDelivered() {
    var events: [String] = []
    let issues = TraitTestIssues.recording {
      let switched = Observable<Int>.error(TestError(id: 1)).flatMapLatest { Infallible.just($0) }
      _ = switched.subscribe { event in events.append("\(event)") }
    }
    XCTAssertEqual(events, [])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }
}

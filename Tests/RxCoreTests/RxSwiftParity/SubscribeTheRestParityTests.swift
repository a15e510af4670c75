import RxCore
import RxTesting
import XCTest

/// When the result has already ended while it was being subscribed, RxSwift still subscribes the sources it has not
/// reached yet, and disposes them at once: a cold source with side effects runs them. These are RxSwift 6.10.2's
/// orders, checked by running it beside the project.
final class SubscribeTheRestParityTests: RxTestCase {
  /// A cold source that logs its subscription and its disposal.
  private func logged(_ name: String, _ log: @escaping (String) -> Void) -> Observable<Int> {
    Observable.create { _ in
      log("\(name) subscribed")
      return Disposables.create { log("\(name) disposed") }
    }
  }

  private func events(of observable: Observable<Int>, _ log: @escaping (String) -> Void) {
    observable.subscribe(
      onNext: { log("next \($0)") }, onError: { _ in log("error") }, onCompleted: { log("completed") }
    ).dispose()
  }

  func testSkipUntilSubscribesOtherAfterAnEmptySource() {
    var log: [String] = []
    events(of: Observable<Int>.empty().skip(until: logged("other") { log.append($0) })) { log.append($0) }
    XCTAssertEqual(log, ["other subscribed", "other disposed"])
  }

  func testSkipUntilSubscribesOtherAfterAFailedSource() {
    var log: [String] = []
    events(of: Observable<Int>.error(TestError()).skip(until: logged("other") { log.append($0) })) { log.append($0) }
    XCTAssertEqual(log, ["error", "other subscribed", "other disposed"])
  }

  func testSkipUntilOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let other = scheduler.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
    let result = scheduler.start { Observable<Int>.empty().skip(until: other) }
    XCTAssertEqual(result.events, [])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 200)])
  }

  func testMergeOfAnArraySubscribesTheRestAfterAFailureThenDisposesThem() {
    var log: [String] = []
    let sources = [Observable<Int>.error(TestError()), logged("b") { log.append($0) }, logged("c") { log.append($0) }]
    events(of: Observable.merge(sources)) { log.append($0) }
    XCTAssertEqual(log, ["error", "b subscribed", "c subscribed", "b disposed", "c disposed"])
  }

  func testVariadicMergeSubscribesTheRestAfterAFailureThenDisposesThem() {
    var log: [String] = []
    events(of: Observable.merge(.error(TestError()), logged("b") { log.append($0) })) { log.append($0) }
    XCTAssertEqual(log, ["error", "b subscribed", "b disposed"])
  }

  func testMergeOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let second = scheduler.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
    let third = scheduler.createColdObservable([Recorded<Event<Int>>.next(10, 2)])
    let result = scheduler.start {
      Observable.merge([Observable<Int>.error(TestError()), second.asObservable(), third.asObservable()])
    }
    XCTAssertEqual(result.events, [.error(200, TestError())])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 200)])
    XCTAssertEqual(third.subscriptions, [Subscription(200, 200)])
  }

  func testMergeDisposedByItsSubscriberStillSubscribesTheRest() {
    var log: [String] = []
    events(of: Observable.merge([Observable.just(1), logged("b") { log.append($0) }]).take(1)) { log.append($0) }
    XCTAssertEqual(log, ["next 1", "completed", "b subscribed", "b disposed"])
  }
}

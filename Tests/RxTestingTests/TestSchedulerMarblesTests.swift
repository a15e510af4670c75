import RxTesting
import XCTest

final class TestSchedulerMarblesTests: RxTestCase {
  private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

  func testHotObservableTimesAreRelativeToTheSubscriptionPoint() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: values)
    XCTAssertEqual(xs.recordedEvents, [.next(-2, 1), .next(2, 2), .next(4, 3), .completed(6)])
    let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { xs }
    XCTAssertMarbles(res.events, "--b-c-|", values: values)
    XCTAssertEqual(xs.subscriptions, try scheduler.subscriptions(marbles: "^-----!"))
  }

  func testHotObservableDisposedBeforeItCompletes() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = try scheduler.createHotObservable("^-a-b-c-|", values: values, ticksPerSymbol: 10)
    let res = scheduler.start(created: 0, subscribed: 0, disposed: 50) { xs }
    XCTAssertEqual(res.events, try Recorded.events(marbles: "--a-b", values: values, ticksPerSymbol: 10))
    XCTAssertEqual(xs.subscriptions, try scheduler.subscriptions(marbles: "^----!", ticksPerSymbol: 10))
  }

  func testColdObservablePlaysRelativeToEachSubscription() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = try scheduler.createColdObservable("-a-(b|)", values: values, ticksPerSymbol: 10)
    let res = scheduler.start { ys }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testErrorSymbolEmitsTheGivenError() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let failure = MarbleTestError("boom")
    let ys = try scheduler.createColdObservable("-a#", values: values, error: failure)
    let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { ys }
    XCTAssertEqual(res.events, [.next(1, 1), .error(2, failure)])
  }

  func testBadDiagramsThrowInsteadOfCrashing() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertThrowsError(try scheduler.createColdObservable("-^a", values: values)) { error in
      XCTAssertEqual(error as? MarbleError, .subscriptionPointNotAllowed(at: MarbleLocation(marbles: "-^a", offset: 1)))
    }
    XCTAssertThrowsError(try scheduler.createHotObservable("-a-z", values: values)) { error in
      XCTAssertEqual(error as? MarbleError, .unknownValue("z", at: MarbleLocation(marbles: "-a-z", offset: 3)))
    }
    XCTAssertThrowsError(try scheduler.subscriptions(marbles: "^--!", "--!")) { error in
      let location = MarbleLocation(marbles: "--!", offset: 2)
      XCTAssertEqual(error as? MarbleError, .unsubscriptionBeforeSubscription(at: location))
    }
  }

  func testSeveralSubscriptionMarbles() throws {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      try scheduler.subscriptions(marbles: "^--!", "  -^", "(^!)"),
      [Subscription(0, 3), Subscription(1), Subscription(0, 0)])
  }

  func testRecordedEventsInferTheirElementType() throws {
    let events = try Recorded.events(marbles: "-a|", values: ["a": "x"])
    XCTAssertEqual(events, [.next(1, "x"), .completed(2)])
  }
}

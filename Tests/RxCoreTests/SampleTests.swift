import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+SampleTests.swift`), plus `defaultValue` and
/// the case of a sampler that completes before the source (RxSwift then never completes the result).
final class SampleTests: RxTestCase {
  private let error = TestError(id: 1)

  func testSamplerFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .error(320, error),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .error(320, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
  }

  func testSourceCompletesBeforeTheLastSample() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func testSamplerCompletionTakesALastSample() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .next(360, 7),
      .completed(400),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func testFirstSampleAfterTheSourceCompletedCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 4), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
  }

  func testSourceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .error(320, error),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(300, "baz"), .completed(400),
    ])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(250, 3), .next(300, 5), .error(320, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
  }

  func testDefaultValueFillsEmptySamples() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([
      .next(210, "a"), .next(250, "b"), .next(300, "c"), .completed(500),
    ])
    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
    XCTAssertEqual(res.events, [.next(210, 0), .next(250, 2), .next(300, 0), .next(500, 0), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func testSamplerCompletingFirstLeavesTheResultOpen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(260, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(300)])
    let res = scheduler.start { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(230, 1), .next(300, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func testDisposing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 1), .next(260, 2), .completed(400)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .next(270, "b"), .completed(500)])
    let res = scheduler.start(disposed: 265) { xs.sample(ys) }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 265)])
  }
}

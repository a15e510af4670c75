import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+WindowTests.swift`): each window's elements are
/// tagged with the window's index and merged. Plus the reference counting RxSwift does with `AddRef`: the source
/// subscription lasts while a window is subscribed to, even after the result's subscription is disposed.
final class WindowTests: RxTestCase {
  private let error = TestError(id: 1)

  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(105, 0), .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), end,
    ])
  }

  private func tagged(_ xs: TestableObservable<Int>, scheduler: TestScheduler) -> Observable<String> {
    xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
      .enumerated()
      .map { index, window in window.map { "\(index) \($0)" } }
      .merge()
  }

  func testFullOrTimedWindows() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start { self.tagged(xs, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
        .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testErrorEndsTheOpenWindowAndTheResult() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .error(600, error))
    let res = scheduler.start { self.tagged(xs, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
        .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .error(600, error),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDisposed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start(disposed: 370) { self.tagged(xs, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
        .next(350, "2 6"), .next(370, "2 7"),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  func testWindowsOpenAtSubscriptionAndAfterEachClose() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(330)])
    let res = scheduler.start { xs.window(timeSpan: .seconds(50), count: 10, scheduler: scheduler).map { _ in "w" } }
    XCTAssertEqual(res.events, [.next(200, "w"), .next(250, "w"), .next(300, "w"), .completed(330)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
  }

  func testAWindowSubscriptionKeepsTheSourceAlive() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(280, 3), .next(320, 4)])
    let firstWindow = scheduler.createObserver(Int.self)
    let windows = xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler)
    var result: (any Disposable)?
    var windowSubscription: (any Disposable)?
    scheduler.scheduleAt(200) {
      result = windows.subscribe(onNext: { window in
        if windowSubscription == nil { windowSubscription = window.subscribe(firstWindow) }
      })
    }
    scheduler.scheduleAt(250) { result?.dispose() }
    scheduler.start()
    XCTAssertEqual(firstWindow.events, [.next(210, 1), .next(260, 2), .next(280, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    windowSubscription?.dispose()
  }
}

import RxCore
import RxTesting
import XCTest

/// A subscriber that subscribes a `share(replay: 0 or 1, scope: .whileConnected)` again from the stop event of that
/// same share (here `concat` moving to its next source) makes a new connection, which subscribes to the source once
/// the ended connection has disposed its own source subscription: after the stop has been delivered, not while it
/// is (RxSwift subscribes at once). The Differences article says why; these tests keep RxCore's side of it, with
/// RxSwift 6.10.2's output beside each.
final class ShareWhileConnectedResubscribeTests: RxTestCase {
  private let scheduler = TestScheduler(initialClock: 0)

  /// `sample` subscribes its sampler before the shared `of` is subscribed again, so the sampler's first tick comes
  /// before the source's first element, and its completion before the source's: the last sample has no completion
  /// to end it. (RxSwift: 4, 6, 3, 4, 6, 3, then completed at 200.)
  func testConcatOfAShareAndItsSampleSubscribesTheSamplerFirst() {
    let shared = Observable.of(4, 6, 3).share(replay: 1, scope: .whileConnected)

    let res = scheduler.start { shared.concat(shared.sample(Observable.from([0, 9, 6]))) }

    XCTAssertEqual(
      res.events, [.next(200, 4), .next(200, 6), .next(200, 3), .next(200, 4), .next(200, 6), .next(200, 3)])
  }

  /// The second `take(until:)` subscribes the inner share once the first has left it, so it starts the hot source
  /// again instead of joining its connection and its replayed element. (RxSwift: completed at 830, the hot source
  /// subscribed once, 200-830.)
  func testConcatOfAShareOverTakeUntilStartsTheInnerShareAgain() {
    let hot = scheduler.createHotObservable([.next(830, 1)])
    let inner = hot.asObservable().share(replay: 1, scope: .whileConnected)
    let outer = inner.take(until: inner).share(replay: 1, scope: .whileConnected)

    let res = scheduler.start { Observable.concat([outer, outer]) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 830), Subscription(830, 1000)])
  }

  /// `combineLatest` subscribes the cold source before the shared timer starts again, so at 480 the cold source's
  /// `6` is scheduled before the timer fires and `5` is never combined. (RxSwift: 0 at 340, 5 and 6 at 480.)
  func testConcatOfASharedTimerAndItsCombineLatestSchedulesTheTimerLast() {
    let timer = Observable<Int>.timer(.seconds(140), scheduler: scheduler).share(replay: 0, scope: .whileConnected)
    let cold = scheduler.createColdObservable([.next(50, 5), .next(140, 6)])

    let res = scheduler.start {
      Observable.concat([timer, Observable.combineLatest(timer, cold.asObservable()) { $0 * 100 + $1 }])
    }

    XCTAssertEqual(res.events, [.next(340, 0), .next(480, 6)])
  }

  /// The second `skip(until:)` schedules its `delaySubscription` before the shared cold source is subscribed again,
  /// so at 600 the trigger joins before the source's `2`, which opens the gate, and `7` gets through. (RxSwift:
  /// completed at 680 only.)
  func testConcatOfAShareOverSkipUntilDelaySubscriptionOpensEarlier() {
    let cold = scheduler.createColdObservable([.next(160, 2), .next(170, 7), .completed(240)])
    let shared = cold.asObservable().share(replay: 0, scope: .whileConnected)
    let skipping = shared.skip(until: shared.delaySubscription(.seconds(160), scheduler: scheduler))

    let res = scheduler.start { skipping.concat(skipping) }

    XCTAssertEqual(res.events, [.next(610, 7), .completed(680)])
    XCTAssertEqual(cold.subscriptions, [Subscription(200, 440), Subscription(440, 680)])
  }
}

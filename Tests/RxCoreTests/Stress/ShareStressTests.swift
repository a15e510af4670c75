import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `share` under concurrent subscribers: `share(replay: 1)` while a sender runs, and `share(replay: 0)` with
/// concurrent first subscriptions (RxSwift issue 2718 crashed there, connecting the same connection twice).
final class ShareStressTests: RxTestCase {
  func testShareReplayOneWhileSubscribersComeAndGo() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    let permanent = GrammarCheckingObserver<Int>()
    let subscription = shared.subscribe(permanent)
    let broken = AtomicInt(0)
    let sawReplay = AtomicInt(0)
    let count = 5_000
    source.onNext(0)
    runWithWatchdog("share(replay: 1) churn") {
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        if thread == 0 {
          for value in 1..<count { source.onNext(value) }
          return
        }
        for _ in 0..<400 {
          let observer = GrammarCheckingObserver<Int>()
          let churned = shared.subscribe(observer)
          // The replay may come from the thread that is delivering, right after `subscribe` returns.
          if waitUntil(seconds: 5, { !observer.elements.isEmpty }) { sawReplay.add(1, ordering: .relaxed) }
          churned.dispose()
          let values = observer.elements
          if observer.overlaps != 0 || observer.violations != 0 || zip(values, values.dropFirst()).contains(where: >=) {
            broken.add(1, ordering: .relaxed)
          }
        }
      }
      source.onCompleted()
    }
    subscription.dispose()
    permanent.assertContract("share(replay: 1)")
    XCTAssertEqual(permanent.elements, Array(0..<count), "the permanent subscriber lost or duplicated events")
    XCTAssertTrue(permanent.stop?.isCompleted ?? false)
    XCTAssertEqual(broken.load(ordering: .relaxed), 0, "a subscriber saw a duplicate, a reordering or a broken grammar")
    XCTAssertEqual(
      sawReplay.load(ordering: .relaxed), 2 * 400, "a late subscriber never got the latest element")
  }

  func testShareWithoutReplayConnectsOnceForConcurrentFirstSubscriptions() {
    for _ in 0..<100 {
      let sourceSubscriptions = AtomicInt(0)
      let shared = Observable<Int>.never()
        .do(onSubscribe: { sourceSubscriptions.add(1, ordering: .relaxed) })
        .share(replay: 0, scope: .whileConnected)
      let subscriptions = SharedBox<[any Disposable]>([])
      runWithWatchdog("share(replay: 0) concurrent first subscriptions") {
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
          let subscription = shared.subscribe()
          subscriptions.update { $0.append(subscription) }
        }
      }
      XCTAssertEqual(sourceSubscriptions.load(ordering: .relaxed), 1, "the source was subscribed to more than once")
      for subscription in subscriptions.value { subscription.dispose() }
    }
  }

  /// Every subscriber joins a connection that is (or will be) connected, so it always gets the completion: a
  /// subscriber that joins while an old connection is finishing must not end up on a subject nobody connects.
  func testShareWithoutReplayOfASynchronousSourceFromSeveralThreads() {
    let shared = Observable.of(1, 2, 3).share()
    let broken = AtomicInt(0)
    let hung = AtomicInt(0)
    runWithWatchdog("share(replay: 0) of a synchronous source") {
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        for _ in 0..<300 {
          let stopped = DispatchSemaphore(value: 0)
          let observer = GrammarCheckingObserver<Int>(onStop: { stopped.signal() })
          let subscription = shared.subscribe(observer)
          if !waitFor(stopped, seconds: 5) { hung.add(1, ordering: .relaxed) }
          subscription.dispose()
          let values = observer.elements
          if observer.overlaps != 0 || observer.violations != 0 || values != Array([1, 2, 3].suffix(values.count)) {
            broken.add(1, ordering: .relaxed)
          }
        }
      }
    }
    XCTAssertEqual(broken.load(ordering: .relaxed), 0, "a subscriber saw a broken or reordered sequence")
    XCTAssertEqual(hung.load(ordering: .relaxed), 0, "a subscriber joined a connection that never connected")
  }

  func testShareReplayOneConcurrentFirstSubscriptionsOfASynchronousSource() {
    for _ in 0..<50 {
      let subscriptions = AtomicInt(0)
      let shared = Observable<Int>.create { observer in
        subscriptions.add(1, ordering: .relaxed)
        observer.onNext(42)
        return Disposables.create()
      }
      .share(replay: 1)
      let missing = AtomicInt(0)
      let held = SharedBox<[any Disposable]>([])
      runWithWatchdog("share(replay: 1) concurrent first subscriptions") {
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
          let observer = GrammarCheckingObserver<Int>()
          let subscription = shared.subscribe(observer)
          // A subscriber that joined before the first one connected gets the element from that thread.
          if !waitUntil(seconds: 5, { !observer.elements.isEmpty }) || observer.elements != [42] {
            missing.add(1, ordering: .relaxed)
          }
          held.update { $0.append(subscription) }
        }
      }
      XCTAssertEqual(subscriptions.load(ordering: .relaxed), 1, "the source was subscribed to more than once")
      XCTAssertEqual(missing.load(ordering: .relaxed), 0, "a subscriber did not get exactly the one element")
      for subscription in held.value { subscription.dispose() }
    }
  }
}

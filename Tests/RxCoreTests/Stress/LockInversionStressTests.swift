import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// Lock-inversion scenarios of RxSwift issues 2653, 2698, 2703, 2711 and 2713: one thread holds a lock of its own
/// and reaches into RxCore while RxCore, on another thread, calls code that needs that lock. RxCore never holds a
/// lock while it calls an observer or disposes something, so none of them may deadlock. The "foreign" lock is only
/// ever awaited with a timeout, so a regression fails the test instead of hanging it.
final class LockInversionStressTests: RxTestCase {
  // MARK: 2653: replaying shared values into `zip`, `flatMap` and `take(1)` on many threads

  private func zipOfImmediateEmissions(_ shared: Observable<Void>, name: String) {
    let done = DispatchSemaphore(value: 0)
    let queue = DispatchQueue(label: "LockInversionStressTests.2653", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let branches = (0..<200).map { _ in
      Observable.just(()).observe(on: scheduler).flatMap { _ in shared }.take(1)
    }
    let subscription = Observable.zip(branches).subscribe(onCompleted: { done.signal() })
    XCTAssertTrue(waitFor(done), "\(name): zip of 200 shared branches did not complete: deadlock")
    subscription.dispose()
    // Let the queue finish (and release) the blocks that delivered the branches before the leak check.
    queue.sync(flags: .barrier) {}
    queue.sync(flags: .barrier) {}
  }

  private func immediatelyEmitting() -> Observable<Void> {
    Observable<Void>.create { observer in
      observer.onNext(())
      return Disposables.create()
    }
  }

  func testShareReplayOneWhileConnectedIn2653Pattern() {
    zipOfImmediateEmissions(immediatelyEmitting().share(replay: 1), name: "share(replay: 1)")
  }

  func testShareReplayTwoForeverIn2653Pattern() {
    zipOfImmediateEmissions(immediatelyEmitting().share(replay: 2, scope: .forever), name: "share(replay: 2, .forever)")
  }

  // MARK: 2713: a replay subject replays into an observer that needs a lock held by a thread subscribing to it

  func testReplaySubjectDoesNotReplayUnderItsLock() {
    for _ in 0..<3 {
      let subject = ReplaySubject<Int>.create(bufferSize: 1)
      subject.onNext(1)
      let foreign = ForeignLock()
      let foreignHeld = DispatchSemaphore(value: 0)
      let replayStarted = DispatchSemaphore(value: 0)
      let replayGotTheLock = AtomicFlag()
      runWithWatchdog("2713 replay under lock") {
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          if thread == 0 {
            foreign.lock()
            foreignHeld.signal()
            _ = waitFor(replayStarted, seconds: 5)
            subject.subscribe(onNext: { _ in }).dispose()
            foreign.unlock()
          } else {
            _ = waitFor(foreignHeld, seconds: 5)
            let subscription = subject.subscribe(onNext: { _ in
              replayStarted.signal()
              if foreign.lock(seconds: 5) {
                foreign.unlock()
                replayGotTheLock.raise()
              }
            })
            subscription.dispose()
          }
        }
      }
      XCTAssertTrue(replayGotTheLock.isRaised, "the replay ran while the subject's lock was held")
    }
  }

  // MARK: 2698: a connection disposes its source subscription while another thread subscribes to the connectable

  func testConnectionDoesNotDisposeItsSourceUnderItsLock() {
    for _ in 0..<3 {
      let foreign = ForeignLock()
      let foreignHeld = DispatchSemaphore(value: 0)
      let teardownStarted = DispatchSemaphore(value: 0)
      let teardownGotTheLock = AtomicFlag()
      let source = Observable<Int>.create { _ in
        Disposables.create {
          teardownStarted.signal()
          if foreign.lock(seconds: 5) {
            foreign.unlock()
            teardownGotTheLock.raise()
          }
        }
      }
      let connectable = source.multicast(PublishSubject<Int>())
      let connection = SharedBox<any Disposable>(connectable.connect())
      runWithWatchdog("2698 connection teardown") {
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          if thread == 0 {
            foreign.lock()
            foreignHeld.signal()
            _ = waitFor(teardownStarted, seconds: 5)
            let subscription = connectable.subscribe()
            foreign.unlock()
            subscription.dispose()
          } else {
            _ = waitFor(foreignHeld, seconds: 5)
            connection.value.dispose()
          }
        }
      }
      XCTAssertTrue(teardownGotTheLock.isRaised, "the connection tore down its source under its lock")
    }
  }

  // MARK: 2703 and 2711: `zip` and `merge` dispose a finished source while another thread sends into them

  private func sourceWithLockedTeardown(
    _ subject: PublishSubject<Int>, foreign: ForeignLock, started: DispatchSemaphore, gotTheLock: AtomicFlag
  ) -> Observable<Int> {
    Observable<Int>.create { observer in
      let subscription = subject.subscribe(observer)
      return Disposables.create {
        started.signal()
        if foreign.lock(seconds: 5) {
          foreign.unlock()
          gotTheLock.raise()
        }
        subscription.dispose()
      }
    }
  }

  private func combinedTeardown(_ name: String, combine: (Observable<Int>, Observable<Int>) -> Observable<Int>) {
    for _ in 0..<3 {
      let first = PublishSubject<Int>()
      let second = PublishSubject<Int>()
      let foreign = ForeignLock()
      let foreignHeld = DispatchSemaphore(value: 0)
      let teardownStarted = DispatchSemaphore(value: 0)
      let teardownGotTheLock = AtomicFlag()
      let lockedFirst = sourceWithLockedTeardown(
        first, foreign: foreign, started: teardownStarted, gotTheLock: teardownGotTheLock)
      let subscription = combine(lockedFirst, second.asObservable()).subscribe()
      runWithWatchdog("\(name) teardown") {
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          if thread == 0 {
            foreign.lock()
            foreignHeld.signal()
            _ = waitFor(teardownStarted, seconds: 5)
            second.onNext(1)
            foreign.unlock()
          } else {
            _ = waitFor(foreignHeld, seconds: 5)
            first.onCompleted()
          }
        }
      }
      XCTAssertTrue(teardownGotTheLock.isRaised, "\(name) disposed a source under its lock")
      subscription.dispose()
    }
  }

  func testZipDoesNotDisposeItsSourcesUnderItsLock() {
    combinedTeardown("zip") { Observable.zip([$0, $1]).map { $0.reduce(0, +) } }
  }

  func testMergeDoesNotDisposeInnerSourcesUnderItsLock() {
    combinedTeardown("merge") { Observable.merge($0, $1) }
  }

  // MARK: two shared streams that feed each other from two threads

  /// `a` and `b` are shared; whatever `a` emits above zero is sent, decremented, into `b`, and the other way round,
  /// while two threads inject into both. Each injection of `depth` makes `depth + 1` events in all, and a merged
  /// observer must see every one of them.
  func testSharedStreamsFeedingEachOtherFromTwoThreads() {
    let issues = recordRuntimeIssues()
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let sharedA = a.share(replay: 1)
    let sharedB = b.share(replay: 1)
    let bag = DisposeBag()
    sharedA.subscribe(onNext: { value in if value > 0 { b.onNext(value - 1) } }).disposed(by: bag)
    sharedB.subscribe(onNext: { value in if value > 0 { a.onNext(value - 1) } }).disposed(by: bag)
    let merged = GrammarCheckingObserver<Int>()
    Observable.merge(sharedA, sharedB).subscribe(merged).disposed(by: bag)
    let injections = 300
    let depth = 6
    runWithWatchdog("shared streams feeding each other") {
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        for _ in 0..<injections {
          if thread == 0 { a.onNext(depth) } else { b.onNext(depth) }
        }
      }
    }
    merged.assertContract("merged feedback")
    XCTAssertEqual(merged.elements.count, 2 * injections * (depth + 1), "events were lost in the feedback loop")
    XCTAssertEqual(issues.issues(of: .concurrentDelivery), [])
    XCTAssertEqual(issues.issues(of: .grammarViolation), [])
    _ = bag
  }

  /// The same loop through `merge` on both sides: each side merges the other side's stream into itself.
  func testMergedStreamsFeedingEachOtherFromTwoThreads() {
    let issues = recordRuntimeIssues()
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let toB = PublishSubject<Int>()
    let toA = PublishSubject<Int>()
    let streamA = Observable.merge(a.asObservable(), toA.asObservable()).share()
    let streamB = Observable.merge(b.asObservable(), toB.asObservable()).share()
    let bag = DisposeBag()
    let countA = AtomicInt(0)
    let countB = AtomicInt(0)
    streamA.subscribe(onNext: { value in
      countA.add(1, ordering: .relaxed)
      if value > 0 { toB.onNext(value - 1) }
    }).disposed(by: bag)
    streamB.subscribe(onNext: { value in
      countB.add(1, ordering: .relaxed)
      if value > 0 { toA.onNext(value - 1) }
    }).disposed(by: bag)
    let injections = 300
    let depth = 5
    runWithWatchdog("merged streams feeding each other") {
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        for _ in 0..<injections {
          if thread == 0 { a.onNext(depth) } else { b.onNext(depth) }
        }
      }
    }
    XCTAssertEqual(
      countA.load(ordering: .relaxed) + countB.load(ordering: .relaxed), 2 * injections * (depth + 1),
      "events were lost in the feedback loop")
    XCTAssertEqual(issues.issues(of: .concurrentDelivery), [])
    XCTAssertEqual(issues.issues(of: .grammarViolation), [])
    _ = bag
  }
}

import Dispatch
import RxTesting
import XCTest

@testable import RxCore

final class GrammarGuardTests: RxTestCase {
  /// A source that keeps sending after its stop event: the events are dropped and, in DEBUG builds, reported.
  func testEventsAfterAStopEventAreDroppedAndReported() {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError())
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let issues = RuntimeIssueRecorder.issues { _ = source.subscribe { events.append($0) } }
    XCTAssertEqual(events, [.next(1), .completed])
    #if DEBUG
      XCTAssertEqual(issues.map(\.kind), [.grammarViolation, .grammarViolation])
    #else
      XCTAssertEqual(issues, [])
    #endif
  }

  /// A hand-written observer passed to `subscribe(_:)` gets the same protection from closure subscribers.
  func testClosureSubscriberNeverSeesEventsAfterStop() {
    var observer: AnyObserver<Int>?
    let source = Observable<Int>.create { received in
      observer = received
      return Disposables.create()
    }
    var events: [Event<Int>] = []
    let subscription = source.subscribe(
      onNext: { events.append(.next($0)) }, onCompleted: { events.append(.completed) })
    observer?.onNext(1)
    observer?.onCompleted()
    _ = RuntimeIssueRecorder.issues { observer?.onNext(2) }
    subscription.dispose()
    observer = nil
    XCTAssertEqual(events, [.next(1), .completed])
  }

  /// Two threads sending into one `Observable.create` observer at once is reported in DEBUG builds.
  func testOverlappingDeliveriesFromTwoThreadsAreReported() {
    #if DEBUG
      let entered = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      var observer: AnyObserver<Int>?
      let source = Observable<Int>.create { received in
        observer = received
        return Disposables.create()
      }
      let subscription = source.subscribe(onNext: { value in
        if value == 1 {
          entered.signal()
          release.wait()
        }
      })
      let issues = RuntimeIssueRecorder.issues {
        // The block lets go of the observer before it signals: it may outlive the test by a moment, and must not
        // keep the subscription's sink alive when tearDown counts resources.
        let sender = ObserverHandOff(observer)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
          sender.observer?.onNext(1)
          sender.observer = nil
          done.signal()
        }
        entered.wait()
        observer?.onNext(2)
        release.signal()
        done.wait()
      }
      subscription.dispose()
      observer = nil
      XCTAssertEqual(issues.map(\.kind), [.concurrentDelivery])
    #endif
  }

  /// Disposing from many threads at once runs the disposal once.
  func testDisposeIsIdempotentAcrossThreads() {
    let disposals = AtomicInt(0)
    let source = Observable<Int>.never().do(onDispose: { disposals.add(1, ordering: .relaxed) })
    let subscription = UncheckedBox(source.subscribe())
    DispatchQueue.concurrentPerform(iterations: 8) { _ in subscription.value.dispose() }
    XCTAssertEqual(disposals.load(ordering: .relaxed), 1)
  }
}

/// Moves a value into a `@Sendable` closure in tests that synchronize by hand.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Hands an observer to a background block, which clears it when done.
private final class ObserverHandOff: @unchecked Sendable {
  var observer: AnyObserver<Int>?
  init(_ observer: AnyObserver<Int>?) { self.observer = observer }
}

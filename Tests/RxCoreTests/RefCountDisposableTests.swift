import Dispatch
import RxTesting
import XCTest

@testable import RxCore

final class RefCountDisposableTests: RxTestCase {
  func testWithNothingRetainedDisposingDisposesTheUnderlyingOnce() {
    var disposals = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
    XCTAssertFalse(refCount.isDisposed)
    refCount.dispose()
    refCount.dispose()
    XCTAssertEqual(disposals, 1)
    XCTAssertTrue(refCount.isDisposed)
  }

  func testTheUnderlyingWaitsForEveryRetainedDisposable() {
    var disposals = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
    let first = refCount.retain()
    let second = refCount.retain()
    refCount.dispose()
    XCTAssertEqual(disposals, 0)
    XCTAssertFalse(refCount.isDisposed, "as in RxSwift: disposed only once the underlying is")
    first.dispose()
    first.dispose()
    XCTAssertEqual(disposals, 0, "disposing one retained disposable twice releases it once")
    second.dispose()
    XCTAssertEqual(disposals, 1)
    XCTAssertTrue(refCount.isDisposed)
  }

  func testReleasingEverythingBeforeThePrimaryKeepsTheUnderlyingUntilThePrimaryIsDisposed() {
    var disposals = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
    refCount.retain().dispose()
    XCTAssertEqual(disposals, 0)
    refCount.dispose()
    XCTAssertEqual(disposals, 1)
  }

  func testRetainingAfterThePrimaryIsDisposedStillHoldsWhileSomethingIsRetained() {
    var disposals = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
    let first = refCount.retain()
    refCount.dispose()
    let late = refCount.retain()
    first.dispose()
    XCTAssertEqual(disposals, 0)
    late.dispose()
    XCTAssertEqual(disposals, 1)
  }

  func testRetainingAfterTheUnderlyingIsGoneReturnsADisposableThatDoesNothing() {
    var disposals = 0
    let refCount = RefCountDisposable(disposable: Disposables.create { disposals += 1 })
    refCount.dispose()
    let late = refCount.retain()
    late.dispose()
    refCount.dispose()
    XCTAssertEqual(disposals, 1)
  }

  func testRetainAndDisposeFromSeveralThreadsDisposeTheUnderlyingExactlyOnce() {
    for _ in 0..<50 {
      let disposals = AtomicInt(0)
      let refCount = RefCountDisposable(disposable: Disposables.create { disposals.add(1, ordering: .relaxed) })
      let retained = (0..<8).map { _ in refCount.retain() }
      nonisolated(unsafe) let shared = (refCount, retained)
      DispatchQueue.concurrentPerform(iterations: 9) { index in
        if index == 8 {
          shared.0.dispose()
        } else {
          shared.0.retain().dispose()
          shared.1[index].dispose()
        }
      }
      XCTAssertEqual(disposals.load(ordering: .relaxed), 1)
      XCTAssertTrue(refCount.isDisposed)
    }
  }
}

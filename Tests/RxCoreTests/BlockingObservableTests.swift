import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// `toBlocking()`: every operator, errors, timeouts, and waiting on the main thread for main-queue delivery.
final class BlockingObservableTests: RxTestCase {
  // MARK: - Operators

  func testToArray() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
  }

  func testToArrayThrowsTheError() {
    XCTAssertThrowsError(try Observable.concat(.of(1), .error(TestError(id: 1))).toBlocking().toArray()) {
      XCTAssertEqual($0 as? TestError, TestError(id: 1))
    }
  }

  func testFirstStopsAfterTheFirstElement() throws {
    var emitted = 0
    var disposed = 0
    let source = Observable<Int>.create { observer in
      for value in 1...3 {
        emitted += 1
        observer.onNext(value)
      }
      return Disposables.create { disposed += 1 }
    }
    XCTAssertEqual(try source.toBlocking().first(), 1)
    XCTAssertEqual(disposed, 1)
    XCTAssertEqual(emitted, 3, "a synchronous source runs on; the later elements are dropped")
    XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    XCTAssertThrowsError(try Observable<Int>.error(TestError(id: 2)).toBlocking().first()) {
      XCTAssertEqual($0 as? TestError, TestError(id: 2))
    }
  }

  func testLast() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
  }

  func testSingle() throws {
    XCTAssertEqual(try Observable.of(4).toBlocking().single(), 4)
    XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
      XCTAssertEqual($0 as? RxError, .noElements)
    }
    XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) {
      XCTAssertEqual($0 as? RxError, .moreThanOneElement)
    }
  }

  func testSingleWithPredicate() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) {
      XCTAssertEqual($0 as? RxError, .moreThanOneElement)
    }
    XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) {
      XCTAssertEqual($0 as? RxError, .noElements)
    }
    XCTAssertThrowsError(try Observable.of(1).toBlocking().single { _ in throw TestError(id: 3) }) {
      XCTAssertEqual($0 as? TestError, TestError(id: 3))
    }
  }

  func testSingleWithPredicateStopsAtTheSecondMatchOfASequenceThatNeverEnds() {
    var asked: [Int] = []
    var disposed = 0
    let endless = Observable<Int>.create { observer in
      for value in 1...5 { observer.onNext(value) }
      return Disposables.create { disposed += 1 }
    }
    XCTAssertThrowsError(
      try endless.toBlocking(timeout: 5).single { value in
        asked.append(value)
        return value % 2 == 0 || value == 3
      }
    ) {
      XCTAssertEqual($0 as? RxError, .moreThanOneElement)
    }
    XCTAssertEqual(asked, [1, 2, 3], "no element after the second match is looked at")
    XCTAssertEqual(disposed, 1)
  }

  func testSingleWithAThrowingPredicateStopsThereOnASequenceThatNeverEnds() {
    var asked: [Int] = []
    var disposed = 0
    let endless = Observable<Int>.create { observer in
      for value in 1...5 { observer.onNext(value) }
      return Disposables.create { disposed += 1 }
    }
    XCTAssertThrowsError(
      try endless.toBlocking(timeout: 5).single { value in
        asked.append(value)
        if value == 2 { throw TestError(id: 5) }
        return false
      }
    ) {
      XCTAssertEqual($0 as? TestError, TestError(id: 5))
    }
    XCTAssertEqual(asked, [1, 2])
    XCTAssertEqual(disposed, 1)
  }

  func testSingleOfASecondElementFromAnotherThreadDoesNotWaitForTheEnd() {
    let producers = DispatchGroup()
    let disposed = TraitTestBox(0)
    let endless = Observable<Int>.create { observer in
      DispatchQueue.global().async(group: producers) {
        observer.onNext(1)
        observer.onNext(2)
      }
      return Disposables.create { disposed.increment() }
    }
    XCTAssertThrowsError(try endless.toBlocking(timeout: 10).single()) {
      XCTAssertEqual($0 as? RxError, .moreThanOneElement)
    }
    producers.wait()
    XCTAssertEqual(disposed.value, 1)
  }

  func testMaterialize() {
    guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
      return XCTFail("expected completion")
    }
    XCTAssertEqual(elements, [1, 2])
    let failing = Observable.concat(.of(1), .error(TestError(id: 4))).toBlocking().materialize()
    guard case .failed(let partial, let error) = failing else { return XCTFail("expected failure") }
    XCTAssertEqual(partial, [1])
    XCTAssertEqual(error as? TestError, TestError(id: 4))
  }

  // MARK: - Timeout

  func testTimeoutThrowsRxErrorTimeout() {
    XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) {
      XCTAssertEqual($0 as? RxError, .timeout)
    }
  }

  func testTimeoutKeepsTheElementsSoFarInMaterialize() {
    let result = Observable.concat(.of(1, 2), .never()).toBlocking(timeout: 0.05).materialize()
    guard case .failed(let elements, let error) = result else { return XCTFail("expected a timeout") }
    XCTAssertEqual(elements, [1, 2])
    XCTAssertEqual(error as? RxError, .timeout)
  }

  func testTimeoutDisposesTheSubscription() {
    var disposed = 0
    let source = Observable<Int>.never().do(onDispose: { disposed += 1 })
    XCTAssertThrowsError(try source.toBlocking(timeout: 0.01).toArray())
    XCTAssertEqual(disposed, 1)
  }

  // MARK: - Threads

  func testOnTheMainThreadRunsTheMainQueueWhileWaiting() throws {
    XCTAssertTrue(Thread.isMainThread)
    let queued = Observable.of(1, 2, 3).observe(on: MainScheduler.asyncInstance)
    XCTAssertEqual(try queued.toBlocking(timeout: 10).toArray(), [1, 2, 3])
  }

  func testOnTheMainThreadWithElementsHoppingFromABackgroundThreadToMain() throws {
    XCTAssertTrue(Thread.isMainThread)
    let producers = DispatchGroup()
    let source = Observable<Int>.create { observer in
      DispatchQueue.global().async(group: producers) {
        observer.onNext(5)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    let onMain = source.observe(on: MainScheduler.instance).do(onNext: { _ in
      XCTAssertTrue(Thread.isMainThread)
    })
    XCTAssertEqual(try onMain.toBlocking(timeout: 10).single(), 5)
    producers.wait()
  }

  func testOnTheMainThreadWithElementsFromABackgroundThread() throws {
    let producers = DispatchGroup()
    let source = Observable<Int>.create { observer in
      DispatchQueue.global().async(group: producers) {
        observer.onNext(6)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    XCTAssertEqual(try source.toBlocking(timeout: 10).toArray(), [6])
    producers.wait()
  }

  /// The caller blocks a background thread (no run loop there) while another thread delivers.
  func testOnABackgroundThread() {
    let threads = DispatchGroup()
    let result = TraitTestBox<[Int]?>(nil)
    DispatchQueue.global().async(group: threads) {
      let source = Observable<Int>.create { observer in
        DispatchQueue.global().async(group: threads) {
          observer.onNext(7)
          observer.onNext(8)
          observer.onCompleted()
        }
        return Disposables.create()
      }
      let elements = try? source.toBlocking(timeout: 10).toArray()
      result.update { $0 = elements }
    }
    XCTAssertEqual(threads.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(result.value, [7, 8])
  }

  func testTimeoutOnABackgroundThread() {
    let threads = DispatchGroup()
    let timedOut = TraitTestBox(false)
    DispatchQueue.global().async(group: threads) {
      do {
        _ = try Observable<Int>.never().toBlocking(timeout: 0.05).first()
      } catch {
        timedOut.update { $0 = (error as? RxError) == .timeout }
      }
    }
    XCTAssertEqual(threads.wait(timeout: .now() + 10), .success)
    XCTAssertTrue(timedOut.value)
  }
}

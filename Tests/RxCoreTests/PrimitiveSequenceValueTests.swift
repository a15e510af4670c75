import Dispatch
import RxCore
import RxTesting
import XCTest

/// `value` on `Single`, `Maybe` and `Completable`: results, errors, and cancellation in both directions.
final class PrimitiveSequenceValueTests: RxTestCase {
  // MARK: - Results and errors

  func testSingleValueIsTheElement() async throws {
    let value = try await Single.just(5).value
    XCTAssertEqual(value, 5)
  }

  func testSingleValueArrivingFromAnotherThread() async throws {
    let baseline = Resources.total
    let single = Observable<Int>.create { observer in
      DispatchQueue.global().async {
        observer.onNext(6)
        observer.onCompleted()
      }
      return Disposables.create()
    }.asSingle()
    let value = try await single.value
    XCTAssertEqual(value, 6)
    let released = await TraitTestPolling.resourcesReturn(to: baseline + 2)
    XCTAssertTrue(released, "only `single` (asSingle over create) is still alive")
  }

  func testSingleValueThrowsTheError() async {
    await assertThrows(TestError(id: 1)) { try await Single<Int>.error(TestError(id: 1)).value }
  }

  func testSingleValueOfMultiElementObservableThrowsMoreThanOneElement() async {
    await assertThrows(RxError.moreThanOneElement) { try await Observable.of(1, 2).asSingle().value }
    await assertThrows(RxError.noElements) { try await Observable<Int>.empty().asSingle().value }
  }

  func testMaybeValue() async throws {
    let one = try await Maybe.just(1).value
    let none = try await Maybe<Int>.empty().value
    XCTAssertEqual(one, 1)
    XCTAssertNil(none)
    await assertThrows(TestError(id: 2)) { try await Maybe<Int>.error(TestError(id: 2)).value }
  }

  func testCompletableValue() async throws {
    try await Completable.empty().value
    await assertThrows(TestError(id: 3)) { try await Completable.error(TestError(id: 3)).value }
  }

  func testValueDisposesTheSubscriptionAfterTheResult() async throws {
    let disposed = TraitTestBox(0)
    let value = try await Single.just(1).do(onDispose: { disposed.increment() }).value
    XCTAssertEqual(value, 1)
    XCTAssertEqual(disposed.value, 1)
  }

  // MARK: - Cancellation: task cancelled -> subscription disposed

  func testCancellingTheWaitingTaskDisposesTheSubscription() async {
    let subscribed = TraitTestBox(0)
    let disposed = TraitTestBox(0)
    let single = Single<Int>.never().do(onSubscribe: { subscribed.increment() }, onDispose: { disposed.increment() })
    let total = Resources.total
    let task = Task { try await single.value }
    let didSubscribe = await TraitTestPolling.until { subscribed.value == 1 }
    XCTAssertTrue(didSubscribe)
    XCTAssertGreaterThan(Resources.total, total, "the subscription is alive while the task waits")
    task.cancel()
    await assertThrowsCancellation { try await task.value }
    XCTAssertEqual(disposed.value, 1)
    let released = await TraitTestPolling.until { Resources.total == total }
    XCTAssertTrue(released, "Resources.total is back to \(total), not \(Resources.total)")
  }

  func testMaybeAndCompletableCancellationDisposes() async {
    let subscribed = TraitTestBox(0)
    let disposed = TraitTestBox(0)
    let maybe = Maybe<Int>.never().do(onSubscribe: { subscribed.increment() }, onDispose: { disposed.increment() })
    let completable = Completable.never().do(
      onSubscribe: { subscribed.increment() }, onDispose: { disposed.increment() })
    let maybeTask = Task { try await maybe.value }
    let completableTask = Task { try await completable.value }
    let bothSubscribed = await TraitTestPolling.until { subscribed.value == 2 }
    XCTAssertTrue(bothSubscribed)
    maybeTask.cancel()
    completableTask.cancel()
    await assertThrowsCancellation { _ = try await maybeTask.value }
    await assertThrowsCancellation { try await completableTask.value }
    XCTAssertEqual(disposed.value, 2)
  }

  func testAlreadyCancelledTaskStillGetsAnImmediateResult() async throws {
    let subscribed = TraitTestBox(0)
    let single = Single<Int>.just(1).do(onSubscribe: { subscribed.increment() })
    let task = Task { () async throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await single.value
    }
    let value = try await task.value
    XCTAssertEqual(value, 1)
    XCTAssertEqual(subscribed.value, 1)
  }

  func testAlreadyCancelledTaskGetsEmptyMaybeAndCompletable() async throws {
    let maybe = Task { () async throws -> Int? in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Maybe<Int>.empty().value
    }
    let completable = Task { () async throws -> Bool in
      withUnsafeCurrentTask { $0?.cancel() }
      try await Completable.empty().value
      return true
    }
    let none = try await maybe.value
    let completed = try await completable.value
    XCTAssertNil(none)
    XCTAssertTrue(completed)
  }

  func testAlreadyCancelledTaskThrowsCancellationForALaterResultAndDisposes() async {
    let disposed = TraitTestBox(0)
    let single = Single<Int>.never().do(onDispose: { disposed.increment() })
    let maybe = Maybe<Int>.never().do(onDispose: { disposed.increment() })
    let completable = Completable.never().do(onDispose: { disposed.increment() })
    let singleTask = Task { () async throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await single.value
    }
    let maybeTask = Task { () async throws -> Int? in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await maybe.value
    }
    let completableTask = Task { () async throws in
      withUnsafeCurrentTask { $0?.cancel() }
      try await completable.value
    }
    await assertThrowsCancellation { try await singleTask.value }
    await assertThrowsCancellation { try await maybeTask.value }
    await assertThrowsCancellation { try await completableTask.value }
    XCTAssertEqual(disposed.value, 3)
  }

  func testAlreadyCancelledTaskStillGetsAnImmediateError() async {
    let task = Task { () async throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Single<Int>.error(TestError(id: 4)).value
    }
    await assertThrows(TestError(id: 4)) { try await task.value }
  }

  // MARK: - Both orders of result and cancellation

  func testResultThenCancellationKeepsTheResult() async throws {
    let source = ControlledSingle()
    let task = Task { try await source.single.value }
    let didSubscribe = await TraitTestPolling.until { source.isSubscribed }
    XCTAssertTrue(didSubscribe)
    source.succeed(with: 7)
    task.cancel()
    let value = try await task.value
    XCTAssertEqual(value, 7)
    XCTAssertEqual(source.disposals, 1)
  }

  func testCancellationThenResultThrowsCancellationAndDropsTheResult() async {
    let source = ControlledSingle()
    let task = Task { try await source.single.value }
    let didSubscribe = await TraitTestPolling.until { source.isSubscribed }
    XCTAssertTrue(didSubscribe)
    task.cancel()
    // At once once the subscription is stored; `isSubscribed` turns true inside `subscribe`, a moment before the
    // subscription is stored, and a cancellation in between disposes it as it is stored.
    let disposed = await TraitTestPolling.until { source.disposals == 1 }
    XCTAssertTrue(disposed, "cancellation disposes the subscription")
    source.succeed(with: 8)
    await assertThrowsCancellation { try await task.value }
    XCTAssertEqual(source.disposals, 1)
  }

  /// Result and cancellation race from two threads, many times: every await ends exactly once (a second resume
  /// would crash the test process), with either the element or `CancellationError`.
  func testRacingResultAndCancellationResumeExactlyOnce() async {
    let total = Resources.total
    let iterations = 300
    let pendingBlocks = TraitTestBox(0)
    var successes = 0
    var cancellations = 0
    for iteration in 0..<iterations {
      pendingBlocks.increment()
      let single = Observable<Int>.create { observer in
        pendingBlocks.increment()
        DispatchQueue.global().async {
          observer.onNext(iteration)
          observer.onCompleted()
          pendingBlocks.update { $0 -= 1 }
        }
        return Disposables.create()
      }.asSingle()
      let task = Task { try await single.value }
      DispatchQueue.global().async {
        task.cancel()
        pendingBlocks.update { $0 -= 1 }
      }
      do {
        let value = try await task.value
        XCTAssertEqual(value, iteration)
        successes += 1
      } catch is CancellationError {
        cancellations += 1
      } catch {
        XCTFail("unexpected \(error)")
      }
    }
    XCTAssertEqual(successes + cancellations, iterations)
    let settled = await TraitTestPolling.until { pendingBlocks.value == 0 && Resources.total == total }
    XCTAssertTrue(settled, "pending \(pendingBlocks.value), Resources.total \(Resources.total) instead of \(total)")
  }

  // MARK: - Helpers

  private func assertThrows<Failure: Error & Equatable, Value>(
    _ expected: Failure, file: StaticString = #filePath, line: UInt = #line,
    _ body: () async throws -> Value
  ) async {
    do {
      _ = try await body()
      XCTFail("expected \(expected)", file: file, line: line)
    } catch let error as Failure {
      XCTAssertEqual(error, expected, file: file, line: line)
    } catch {
      XCTFail("expected \(expected), got \(error)", file: file, line: line)
    }
  }

  private func assertThrowsCancellation<Value>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () async throws -> Value
  ) async {
    do {
      _ = try await body()
      XCTFail("expected CancellationError", file: file, line: line)
    } catch is CancellationError {
    } catch {
      XCTFail("expected CancellationError, got \(error)", file: file, line: line)
    }
  }
}

/// A single whose one subscriber's success the test sends by hand.
private final class ControlledSingle: Sendable {
  private let observer = TraitTestBox<AnyObserver<Int>?>(nil)
  private let disposalCount = TraitTestBox(0)

  var single: Single<Int> {
    Observable<Int>.create { [self] observer in
      self.observer.update { $0 = observer }
      return Disposables.create { self.disposalCount.increment() }
    }.asSingle()
  }

  var isSubscribed: Bool { observer.value != nil }
  var disposals: Int { disposalCount.value }

  func succeed(with value: Int) {
    let observer = observer.value
    observer?.onNext(value)
    observer?.onCompleted()
  }
}

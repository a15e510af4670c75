import RxCore
import RxTesting
import XCTest

/// `values` on `Observable` (`AsyncThrowingStream`), `Infallible`, `Driver` and `Signal` (`AsyncStream`).
final class ValuesStreamTests: RxTestCase {
  // MARK: - Observable

  func testYieldsEveryElementThenFinishes() async throws {
    var collected: [Int] = []
    for try await value in Observable.of(1, 2, 3).values {
      collected.append(value)
    }
    XCTAssertEqual(collected, [1, 2, 3])
  }

  func testThrowsTheErrorAfterTheElements() async {
    var collected: [Int] = []
    do {
      for try await value in Observable.concat(.of(1), .error(TestError(id: 1))).values {
        collected.append(value)
      }
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(id: 1))
    }
    XCTAssertEqual(collected, [1])
  }

  func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
    let disposed = TraitTestBox(0)
    let endless = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create { disposed.increment() }
    }
    for try await value in endless.values where value == 1 {
      break
    }
    let didDispose = await TraitTestPolling.until { disposed.value == 1 }
    XCTAssertTrue(didDispose)
  }

  func testCancellingTheConsumingTaskDisposesTheSubscription() async throws {
    let subject = PublishSubject<Int>()
    let received = TraitTestBox<[Int]>([])
    let consumer = Task {
      for try await value in subject.values {
        received.update { $0.append(value) }
      }
    }
    let subscribed = await TraitTestPolling.until { subject.hasObservers }
    XCTAssertTrue(subscribed)
    subject.onNext(1)
    let gotFirst = await TraitTestPolling.until { received.value == [1] }
    XCTAssertTrue(gotFirst)
    consumer.cancel()
    // At once when the loop is suspended in `next()`; the loop may still be between its append and its next `next()`
    // when the first element is seen (a loaded machine), and then it disposes as soon as it gets there.
    let disposed = await TraitTestPolling.until { !subject.hasObservers }
    XCTAssertTrue(disposed, "cancelling the task disposes the subscription")
    do {
      try await consumer.value
      XCTFail("a cancelled loop over a running sequence throws")
    } catch {
      XCTAssertTrue(error is CancellationError, "got \(error)")
    }
    subject.onNext(2)
    XCTAssertEqual(received.value, [1])
  }

  func testIteratingInAnAlreadyCancelledTaskThrowsCancellationAndDisposes() async {
    let disposed = TraitTestBox(0)
    let endless = Observable<Int>.never().do(onDispose: { disposed.increment() })
    let consumer = Task { () async throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      var count = 0
      for try await _ in endless.values { count += 1 }
      return count
    }
    do {
      let count = try await consumer.value
      XCTFail("the loop ended normally after \(count) elements")
    } catch {
      XCTAssertTrue(error is CancellationError, "got \(error)")
    }
    XCTAssertEqual(disposed.value, 1)
  }

  func testASequenceThatCompletedBeforeTheCancellationIsNotCancelled() async throws {
    let consumer = Task { () async throws -> [Int] in
      let stream = Observable.of(1, 2).values
      withUnsafeCurrentTask { $0?.cancel() }
      var collected: [Int] = []
      for try await value in stream { collected.append(value) }
      return collected
    }
    let collected = try await consumer.value
    XCTAssertEqual(collected, [1, 2], "the buffered elements and the completion are kept")
  }

  func testCompletionOfTheSourceFinishesTheStream() async throws {
    let subject = PublishSubject<Int>()
    let consumer = Task { () async throws -> [Int] in
      var collected: [Int] = []
      for try await value in subject.values { collected.append(value) }
      return collected
    }
    let subscribed = await TraitTestPolling.until { subject.hasObservers }
    XCTAssertTrue(subscribed)
    subject.onNext(4)
    subject.onCompleted()
    let collected = try await consumer.value
    XCTAssertEqual(collected, [4])
    XCTAssertFalse(subject.hasObservers)
  }

  func testErrorOfTheSourceEndsTheStreamWithTheError() async {
    let subject = PublishSubject<Int>()
    let consumer = Task {
      for try await _ in subject.values {}
    }
    let subscribed = await TraitTestPolling.until { subject.hasObservers }
    XCTAssertTrue(subscribed)
    subject.onError(TestError(id: 2))
    do {
      try await consumer.value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(id: 2))
    }
  }

  func testEachAccessSubscribesAnew() async throws {
    let subscriptions = TraitTestBox(0)
    let source = Observable.of(1).do(onSubscribe: { subscriptions.increment() })
    for try await _ in source.values {}
    for try await _ in source.values {}
    XCTAssertEqual(subscriptions.value, 2)
  }

  // MARK: - Infallible, Driver, Signal

  func testInfallibleValues() async {
    var collected: [Int] = []
    for await value in Infallible.of(1, 2).values {
      collected.append(value)
    }
    XCTAssertEqual(collected, [1, 2])
  }

  func testInfallibleCancellationDisposes() async {
    let relay = PublishRelay<Int>()
    let subscribed = TraitTestBox(0)
    let disposed = TraitTestBox(0)
    let source = relay.asInfallible().do(onSubscribe: { subscribed.increment() }, onDispose: { disposed.increment() })
    let consumer = Task {
      for await _ in source.values {}
    }
    let didSubscribe = await TraitTestPolling.until { subscribed.value == 1 }
    XCTAssertTrue(didSubscribe)
    consumer.cancel()
    await consumer.value
    XCTAssertEqual(disposed.value, 1)
  }

  @MainActor
  func testDriverAndSignalValues() async {
    var driven: [Int] = []
    for await value in Observable.of(1, 2).asDriver(onErrorJustReturn: 0).values {
      driven.append(value)
    }
    var signalled: [Int] = []
    for await value in Observable.of(3).asSignal(onErrorJustReturn: 0).values {
      signalled.append(value)
    }
    XCTAssertEqual(driven, [1, 2])
    XCTAssertEqual(signalled, [3])
  }

  @MainActor
  func testDriverReplacesTheErrorAndFinishes() async {
    var driven: [Int] = []
    for await value in Observable<Int>.error(TestError()).asDriver(onErrorJustReturn: -1).values {
      driven.append(value)
    }
    XCTAssertEqual(driven, [-1])
  }
}

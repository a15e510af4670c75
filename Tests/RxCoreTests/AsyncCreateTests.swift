import RxCore
import RxTesting
import XCTest

/// `Single.create`, `Observable.create` and `Infallible.create` with an `async` closure.
final class AsyncCreateTests: RxTestCase {
  func testSingleSucceedsWithTheResult() async throws {
    let baseline = Resources.total
    let value = try await Single<Int>.create { 40 + 2 }.value
    XCTAssertEqual(value, 42)
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testSingleFailsWithTheThrownError() async {
    let baseline = Resources.total
    do {
      _ = try await Single<Int>.create(priority: .high) { throw TestError(id: 1) }.value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(id: 1))
    }
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testDetachedSingle() async throws {
    let baseline = Resources.total
    let value = try await Single<String>.create(detached: true) { "detached" }.value
    XCTAssertEqual(value, "detached")
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testDisposingTheSingleCancelsItsTask() async {
    let (blocker, blockerContinuation) = AsyncStream<Void>.makeStream()
    let started = TraitTestBox(false)
    let sawCancellation = TraitTestBox<Bool?>(nil)
    let single = Single<Int>.create {
      started.update { $0 = true }
      for await _ in blocker {}
      sawCancellation.update { $0 = Task.isCancelled }
      return 0
    }
    let total = Resources.total
    let results = TraitTestBox(0)
    let subscription = single.subscribe(
      onSuccess: { _ in results.increment() }, onFailure: { _ in results.increment() })
    let didStart = await TraitTestPolling.until { started.value }
    XCTAssertTrue(didStart)
    subscription.dispose()
    let finished = await TraitTestPolling.until { sawCancellation.value != nil }
    XCTAssertTrue(finished)
    XCTAssertEqual(sawCancellation.value, true, "the task was cancelled")
    XCTAssertEqual(results.value, 0, "nothing is delivered after disposal")
    blockerContinuation.finish()
    let released = await TraitTestPolling.until { Resources.total == total }
    XCTAssertTrue(released, "Resources.total is \(Resources.total), expected \(total)")
  }

  func testObservableSendsElementsThenCompletes() async throws {
    let baseline = Resources.total
    let elements = try await Observable<Int>.create { observer in
      observer(1)
      observer(2)
    }.toArray().value
    XCTAssertEqual(elements, [1, 2])
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testObservableFailsWithTheThrownErrorAfterItsElements() async {
    let baseline = Resources.total
    let observable = Observable<Int>.create { observer in
      observer(1)
      throw TestError(id: 2)
    }
    var received: [Int] = []
    do {
      for try await value in observable.values { received.append(value) }
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(id: 2))
    }
    XCTAssertEqual(received, [1])
    let released = await TraitTestPolling.resourcesReturn(to: baseline + 1)
    XCTAssertTrue(released, "only `observable` itself is still alive")
  }

  func testDisposingTheObservableCancelsItsTaskAndDropsLaterElements() async {
    let (blocker, blockerContinuation) = AsyncStream<Void>.makeStream()
    let sawCancellation = TraitTestBox<Bool?>(nil)
    let observable = Observable<Int>.create { observer in
      observer(1)
      for await _ in blocker {}
      sawCancellation.update { $0 = Task.isCancelled }
      observer(2)
    }
    let total = Resources.total
    let received = TraitTestBox<[Int]>([])
    let subscription = observable.subscribe(onNext: { value in received.update { $0.append(value) } })
    let gotFirst = await TraitTestPolling.until { received.value == [1] }
    XCTAssertTrue(gotFirst)
    subscription.dispose()
    let finished = await TraitTestPolling.until { sawCancellation.value != nil }
    XCTAssertTrue(finished)
    XCTAssertEqual(sawCancellation.value, true)
    XCTAssertEqual(received.value, [1])
    blockerContinuation.finish()
    let released = await TraitTestPolling.until { Resources.total == total }
    XCTAssertTrue(released, "Resources.total is \(Resources.total), expected \(total)")
  }

  func testInfallibleSendsElementsThenCompletes() async {
    let baseline = Resources.total
    var received: [String] = []
    let infallible = Infallible<String>.create { observer in
      observer("a")
      observer("b")
    }
    for await value in infallible.values { received.append(value) }
    XCTAssertEqual(received, ["a", "b"])
    let released = await TraitTestPolling.resourcesReturn(to: baseline + 1)
    XCTAssertTrue(released, "only `infallible`'s observable is still alive")
  }

  func testSynchronousCreateIsStillChosenForSynchronousClosures() {
    var received: [Int] = []
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }.subscribe(onNext: { received.append($0) })
    _ = Single<Int>.create { single in
      single(.success(2))
      return Disposables.create()
    }.subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [1, 2], "both ran synchronously during subscribe")
  }
}

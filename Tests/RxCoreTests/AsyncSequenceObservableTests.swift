import RxCore
import RxTesting
import XCTest

/// `asObservable()` on an `AsyncSequence`: elements, completion, errors, and disposal cancelling the task.
final class AsyncSequenceObservableTests: RxTestCase {
  func testEmitsTheElementsThenCompletes() async throws {
    let baseline = Resources.total
    let stream = AsyncStream<Int> { continuation in
      continuation.yield(1)
      continuation.yield(2)
      continuation.finish()
    }
    let elements = try await stream.asObservable().toArray().value
    XCTAssertEqual(elements, [1, 2])
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testFailsWithTheSequenceError() async {
    let baseline = Resources.total
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: TestError(id: 1))
    }
    var received: [Int] = []
    do {
      for try await value in stream.asObservable().values { received.append(value) }
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(id: 1))
    }
    XCTAssertEqual(received, [1])
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testCancellationErrorFromTheSequenceCompletes() async throws {
    let baseline = Resources.total
    let stream = AsyncThrowingStream<Int, any Error> { continuation in
      continuation.yield(1)
      continuation.finish(throwing: CancellationError())
    }
    let elements = try await stream.asObservable().toArray().value
    XCTAssertEqual(elements, [1])
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testDisposingCancelsTheIteratingTask() async {
    let total = Resources.total
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let termination = TraitTestBox<String?>(nil)
    continuation.onTermination = { reason in
      termination.update { $0 = "\(reason)" }
    }
    let received = TraitTestBox<[Int]>([])
    let subscription = stream.asObservable().subscribe(onNext: { value in received.update { $0.append(value) } })
    continuation.yield(1)
    let gotFirst = await TraitTestPolling.until { received.value == [1] }
    XCTAssertTrue(gotFirst)
    XCTAssertNil(termination.value, "the sequence is still being iterated")

    subscription.dispose()
    let cancelled = await TraitTestPolling.until { termination.value != nil }
    XCTAssertTrue(cancelled)
    XCTAssertEqual(termination.value, "cancelled")
    continuation.yield(2)
    XCTAssertEqual(received.value, [1])
    let released = await TraitTestPolling.until { Resources.total == total }
    XCTAssertTrue(released, "Resources.total is \(Resources.total), expected \(total)")
  }

  func testEachSubscriptionIteratesAnew() async throws {
    let baseline = Resources.total
    let observable = AsyncCountdown(from: 3).asObservable()
    let first = try await observable.toArray().value
    let second = try await observable.toArray().value
    XCTAssertEqual(first, [3, 2, 1])
    XCTAssertEqual(second, [3, 2, 1])
    let released = await TraitTestPolling.resourcesReturn(to: baseline + 1)
    XCTAssertTrue(released, "only `observable` itself is still alive")
  }

  func testIteratesWithTheGivenPriority() async throws {
    let baseline = Resources.total
    for priority in [TaskPriority.low, .high] {
      let seen = try await ContextProbe().asObservable(priority: priority).toArray().value
      XCTAssertEqual(seen.map(\.priority), [priority.rawValue])
    }
    let released = await TraitTestPolling.resourcesReturn(to: baseline)
    XCTAssertTrue(released)
  }

  func testIteratesInADetachedTaskThatInheritsNoTaskLocals() async throws {
    let baseline = Resources.total
    let observable = ContextProbe().asObservable()
    let seen = try await ContextProbe.$marker.withValue("subscriber") {
      try await observable.toArray().value
    }
    XCTAssertEqual(seen.map(\.marker), ["none"])
    let released = await TraitTestPolling.resourcesReturn(to: baseline + 1)
    XCTAssertTrue(released, "only `observable` itself is still alive")
  }
}

/// A sendable async sequence with one element: the priority and task-local marker of the task iterating it.
private struct ContextProbe: AsyncSequence, Sendable {
  @TaskLocal static var marker = "none"

  struct Context: Sendable {
    let priority: UInt8
    let marker: String
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var done = false

    mutating func next() async -> Context? {
      guard !done else { return nil }
      done = true
      return Context(priority: Task.currentPriority.rawValue, marker: ContextProbe.marker)
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A sendable async sequence that counts down to 1.
private struct AsyncCountdown: AsyncSequence, Sendable {
  let start: Int

  init(from start: Int) {
    self.start = start
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var current: Int

    mutating func next() async -> Int? {
      guard current > 0 else { return nil }
      defer { current -= 1 }
      return current
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

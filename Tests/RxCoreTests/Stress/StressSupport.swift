import Dispatch
import Foundation
import XCTest

@testable import RxCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a background queue and waits for it at most `seconds`. A deadlock or a hang fails the test with
/// a clear message instead of blocking the whole run.
/// - Returns: Whether `body` finished in time.
@discardableResult
func runWithWatchdog(
  seconds: Int = 20, _ scenario: String, file: StaticString = #filePath, line: UInt = #line,
  _ body: @escaping @Sendable () -> Void
) -> Bool {
  let finished = DispatchSemaphore(value: 0)
  let work = SharedBox<(@Sendable () -> Void)?>(body)
  DispatchQueue.global(qos: .userInitiated).async {
    do {
      // Released before signalling, so what `body` captured is gone when the test checks for leaks.
      let run = work.update { stored in
        defer { stored = nil }
        return stored
      }
      run?()
    }
    finished.signal()
  }
  guard finished.wait(timeout: .now() + .seconds(seconds)) == .success else {
    XCTFail("\(scenario) did not finish within \(seconds) s: a deadlock or a lost event", file: file, line: line)
    return false
  }
  return true
}

/// Runs `body(index)` for every index below `count`, each on a thread of its own, and returns when all have
/// finished. Unlike `DispatchQueue.concurrentPerform`, which runs the iterations one after another when only one
/// processor is available, every index gets its own thread, so one may wait for another to do something.
func runOnSeparateThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let finished = DispatchGroup()
  for index in 0..<count {
    finished.enter()
    let work = SharedBox<(@Sendable (Int) -> Void)?>(body)
    Thread {
      do {
        // Released before leaving the group, so what `body` captured is gone when the test checks for leaks.
        let run = work.update { stored in
          defer { stored = nil }
          return stored
        }
        run?(index)
      }
      finished.leave()
    }.start()
  }
  finished.wait()
}

/// Waits at most `seconds` for `semaphore`; returns whether it was signalled.
func waitFor(_ semaphore: DispatchSemaphore, seconds: Int = 20) -> Bool {
  semaphore.wait(timeout: .now() + .seconds(seconds)) == .success
}

/// Polls `condition` (yielding the processor between polls) for at most `seconds`; returns whether it held.
func waitUntil(seconds: Int, _ condition: () -> Bool) -> Bool {
  let deadline = DispatchTime.now() + .seconds(seconds)
  while !condition() {
    if DispatchTime.now() > deadline { return false }
    sched_yield()
  }
  return true
}

/// An identifier of the calling thread.
private func currentThreadToken() -> Int {
  #if canImport(Darwin)
    Int(bitPattern: pthread_self())
  #else
    Int(bitPattern: UInt(pthread_self()))
  #endif
}

/// A lock for the stress tests' own bookkeeping: an `NSLock` (a pthread mutex, which ThreadSanitizer intercepts), so
/// the tests' bookkeeping does not depend on the RxCore lock they exercise.
final class VisibleLock: @unchecked Sendable {
  private let lock = NSLock()

  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// An observer that records what it receives and checks the contract every observer relies on: events follow
/// `next* (error | completed)?` and two threads never deliver to it at the same time. A delivery nested inside
/// another on the same thread (reentrancy, allowed as in RxSwift) is counted separately.
final class GrammarCheckingObserver<Element>: ObserverType, @unchecked Sendable {
  private let deliveringThread = AtomicInt(0)
  private let stopped = AtomicBool(false)
  private let overlapCount = AtomicInt(0)
  private let nestedCount = AtomicInt(0)
  private let violationCount = AtomicInt(0)
  private let lock = VisibleLock()
  private var received: [Element] = []
  private var stopEvent: Event<Element>?
  private let onStop: (@Sendable () -> Void)?

  /// Makes an observer; `onStop` runs after the first stop event has been recorded.
  init(onStop: (@Sendable () -> Void)? = nil) {
    self.onStop = onStop
  }

  func on(_ event: Event<Element>) {
    let me = currentThreadToken()
    let entered = deliveringThread.compareExchange(expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if !entered.exchanged {
      if entered.original == me {
        nestedCount.add(1, ordering: .relaxed)
      } else {
        overlapCount.add(1, ordering: .relaxed)
      }
    }
    var isFirstStop = false
    if stopped.load(ordering: .acquiring) {
      violationCount.add(1, ordering: .relaxed)
    } else {
      switch event {
      case .next(let element):
        lock.withLock { received.append(element) }
      case .error, .completed:
        isFirstStop = !stopped.exchange(true, ordering: .acquiringAndReleasing)
        if isFirstStop {
          lock.withLock { stopEvent = event }
        } else {
          violationCount.add(1, ordering: .relaxed)
        }
      }
    }
    if entered.exchanged { deliveringThread.store(0, ordering: .releasing) }
    if isFirstStop { onStop?() }
  }

  /// The elements received so far.
  var elements: [Element] { lock.withLock { received } }
  /// The stop event, if any.
  var stop: Event<Element>? { lock.withLock { stopEvent } }
  /// Whether a stop event arrived.
  var isStopped: Bool { stopped.load(ordering: .acquiring) }
  /// Deliveries that started while another thread was delivering.
  var overlaps: Int { overlapCount.load(ordering: .relaxed) }
  /// Deliveries nested inside another on the same thread.
  var nestedDeliveries: Int { nestedCount.load(ordering: .relaxed) }
  /// Events after a stop event.
  var violations: Int { violationCount.load(ordering: .relaxed) }

  /// Fails the test when the grammar was broken or deliveries overlapped.
  func assertContract(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(overlaps, 0, "\(name): events were delivered from two threads at once", file: file, line: line)
    XCTAssertEqual(violations, 0, "\(name): events arrived after the stop event", file: file, line: line)
  }
}

/// A binary lock with a timeout, standing in for "some other lock" held by user code in the lock-inversion tests.
final class ForeignLock: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  func lock() { semaphore.wait() }

  /// Tries to take the lock for at most `seconds`; returns whether it got it.
  func lock(seconds: Int) -> Bool { semaphore.wait(timeout: .now() + .seconds(seconds)) == .success }

  func unlock() { semaphore.signal() }
}

/// A thread-safe box for values the stress scenarios hand between threads.
final class SharedBox<Value>: @unchecked Sendable {
  private let lock = VisibleLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value { lock.withLock { stored } }

  func update<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&stored) }
  }
}

/// A flag that can be raised from any thread.
final class AtomicFlag: Sendable {
  private let raised = AtomicBool(false)

  func raise() { raised.store(true, ordering: .releasing) }

  var isRaised: Bool { raised.load(ordering: .acquiring) }
}

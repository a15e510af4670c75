import RxCore

/// A value shared between a test and the threads or tasks it starts, read and written under a lock.
final class TraitTestBox<Value: Sendable>: Sendable {
  private let storage: LockedValue<Value>

  init(_ value: Value) {
    storage = LockedValue(value)
  }

  var value: Value { storage.withLock { $0 } }

  func update(_ change: (inout Value) -> Void) {
    storage.withLock { change(&$0) }
  }
}

extension TraitTestBox where Value == Int {
  func increment() { update { $0 += 1 } }
}

/// Records the runtime issues RxCore reports while `body` runs.
enum TraitTestIssues {
  static func recording(_ body: () throws -> Void) rethrows -> [RuntimeIssue] {
    let issues = TraitTestBox<[RuntimeIssue]>([])
    let previousHandler = Hooks.issueHandler
    Hooks.issueHandler = { issue in issues.update { $0.append(issue) } }
    defer { Hooks.issueHandler = previousHandler }
    try body()
    return issues.value
  }
}

/// Waits without sleeping: yields the task until `condition` holds, at most `maxYields` times.
enum TraitTestPolling {
  /// - Returns: Whether `condition` became true.
  static func until(maxYields: Int = 1_000_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<maxYields {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  /// Waits until `Resources.total` is back to `baseline`: a task or a dispatched block may still hold a finished
  /// subscription for a moment after it has delivered its last event.
  /// - Returns: Whether the total came back.
  static func resourcesReturn(to baseline: Int32) async -> Bool {
    await until { Resources.total == baseline }
  }
}

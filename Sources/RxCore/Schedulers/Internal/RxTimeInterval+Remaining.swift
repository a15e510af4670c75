import Dispatch
import Foundation

extension DispatchTimeInterval {
  /// What is left of this interval once the time from `earlier` to `later` has passed: zero when it has all passed,
  /// `.never` stays `.never`. The unit of the interval is kept (RxSwift's `reduceWithSpanBetween`).
  /// - Parameters:
  ///   - earlier: When the interval started.
  ///   - later: Now.
  /// - Returns: The remaining interval.
  func remaining(from earlier: Date, to later: Date) -> DispatchTimeInterval {
    let elapsed = later.timeIntervalSince(earlier)
    func reduce(_ value: Int, unitsPerSecond: Double) -> Int {
      let left = Double(value) - elapsed * unitsPerSecond
      guard left > 0 else { return 0 }
      guard left < Double(value) else { return value }
      return Int(left.rounded())
    }
    switch self {
    case .seconds(let value): return .seconds(reduce(value, unitsPerSecond: 1))
    case .milliseconds(let value): return .milliseconds(reduce(value, unitsPerSecond: 1_000))
    case .microseconds(let value): return .microseconds(reduce(value, unitsPerSecond: 1_000_000))
    case .nanoseconds(let value): return .nanoseconds(reduce(value, unitsPerSecond: 1_000_000_000))
    case .never: return .never
    @unknown default: return self
    }
  }

  /// Whether the interval is zero or negative (something due after it is due now).
  var isNow: Bool {
    switch self {
    case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
      return value <= 0
    case .never: return false
    @unknown default: return false
    }
  }

  /// Whether the interval is `.never`.
  var isNever: Bool {
    if case .never = self { return true }
    return false
  }
}

extension SchedulerType {
  /// `scheduleRelative`, except that a `.never` due time schedules nothing (the work could never run).
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: How long to wait.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work.
  func scheduleTimer<State>(_ state: State, after dueTime: RxTimeInterval, action: @escaping (State) -> any Disposable)
    -> any Disposable
  {
    if dueTime.isNever { return Disposables.create() }
    return scheduleRelative(state, dueTime: dueTime, action: action)
  }
}

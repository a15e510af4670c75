import Foundation

/// A virtual time scheduler whose clock is a `Date` and whose intervals are seconds, as RxSwift's
/// ``HistoricalScheduler``; for replaying recorded events with their original times, or testing against dates.
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///   print(scheduler.now)  // 1970-01-01 00:16:50 +0000
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
/// Unlike `TestScheduler`, work scheduled for now runs at the current time, not one tick later.
///
/// `Sendable` so that it can be passed wherever a scheduler is expected, but not safe for concurrent use: drive it
/// (schedule, `start()`, `advanceTo(_:)`) from one thread.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
  /// Makes a scheduler whose clock starts at `initialClock`.
  /// - Parameter initialClock: The starting time (default: 1970-01-01 00:00:00 UTC).
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}

import Foundation

/// The time conversion of ``HistoricalScheduler``: its virtual time is already a `Date` and its intervals are
/// already seconds, so every conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// Virtual time is a date.
  public typealias VirtualTimeUnit = RxTime
  /// Virtual intervals are seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Makes the converter.
  public init() {}

  /// Returns `virtualTime` unchanged.
  /// - Returns: The same date.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

  /// Returns `time` unchanged.
  /// - Parameter time: A date.
  /// - Returns: The same date.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

  /// Returns `virtualTimeInterval` unchanged.
  /// - Parameter virtualTimeInterval: A virtual interval in seconds.
  /// - Returns: The same number of seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }

  /// Returns `timeInterval` unchanged.
  /// - Parameter timeInterval: Seconds.
  /// - Returns: The same number of seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

  /// Adds `offset` seconds to `time`.
  /// - Parameters:
  ///   - time: A date.
  ///   - offset: Seconds.
  /// - Returns: The later (or, for a negative offset, earlier) date.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
    time.addingTimeInterval(offset)
  }

  /// Compares two dates.
  /// - Returns: Whether `lhs` is earlier than, equal to or later than `rhs`.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

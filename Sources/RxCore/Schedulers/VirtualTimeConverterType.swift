import Foundation

/// How a `VirtualTimeScheduler` turns its virtual time units into real times and back.
public protocol VirtualTimeConverterType {
  /// The virtual time type (for example a tick count).
  associatedtype VirtualTimeUnit
  /// The virtual time interval type.
  associatedtype VirtualTimeIntervalUnit

  /// Converts virtual time to a real time.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
  /// Converts a real time to virtual time.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
  /// Converts a virtual interval to seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
  /// Converts seconds to a virtual interval.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
  /// Adds an interval to a virtual time.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
  /// Compares two virtual times.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
  /// The left time is earlier.
  case lessThan
  /// The times are equal.
  case equal
  /// The left time is later.
  case greaterThan
}

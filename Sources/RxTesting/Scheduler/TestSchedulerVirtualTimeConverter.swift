import Foundation

/// Converts ``TestScheduler`` ticks to real time: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// Ticks.
  public typealias VirtualTimeUnit = Int
  /// Ticks.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  init(resolution: Double) {
    self.resolution = resolution
  }

  /// Ticks to a date.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  /// A date to ticks, rounded.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    Int(time.timeIntervalSince1970 / resolution + 0.5)
  }

  /// Ticks to seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    TimeInterval(virtualTimeInterval) * resolution
  }

  /// Seconds to ticks, rounded.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Int(timeInterval / resolution + 0.5)
  }

  /// Adds ticks.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }

  /// Compares ticks.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

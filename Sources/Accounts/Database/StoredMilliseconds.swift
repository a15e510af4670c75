import Foundation

/// An instant as the store keeps it: whole milliseconds since 1970-01-01T00:00:00Z.
///
/// ```swift
/// StoredMilliseconds(Date(timeIntervalSince1970: 1.2345)).value  // 1234
/// ```
struct StoredMilliseconds: Hashable {
  /// Milliseconds since 1970 in UTC.
  let value: Int64

  /// The instant, truncated down to its millisecond.
  init(_ date: Date) {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
    value = milliseconds.isFinite ? Int64(max(min(milliseconds, 9e15), -9e15)) : 0
  }

  /// A stored value.
  init(value: Int64) {
    self.value = value
  }

  /// The instant this value stands for; the same `Date` for the same value, whichever way it was made.
  var date: Date { Date(timeIntervalSince1970: Double(value) / 1000) }
}

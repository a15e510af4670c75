/// The median, 90th and 99th percentiles of timed samples (nearest rank).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct Percentiles {
  let count: Int
  let median: Duration
  let p90: Duration
  let p99: Duration

  init(_ samples: [Duration]) {
    let sorted = samples.sorted()
    count = sorted.count
    func rank(_ fraction: Double) -> Duration {
      guard !sorted.isEmpty else { return .zero }
      let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
      return sorted[min(max(index, 0), sorted.count - 1)]
    }
    median = rank(0.5)
    p90 = rank(0.9)
    p99 = rank(0.99)
  }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
  /// Milliseconds with three decimals, for example `0.042`.
  var millisecondsText: String {
    let (seconds, attoseconds) = components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    let whole = microseconds / 1000
    let fraction = String(microseconds % 1000)
    return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

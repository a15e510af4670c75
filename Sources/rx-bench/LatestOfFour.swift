/// The state a hand-written `combineLatest` of four keeps: the latest value of each input.
///
/// Each input's handler stores its value and learns whether all four are there with one mutating call, so the
/// per-event code touches the state once (one exclusivity check when the state is captured by escaping
/// closures), as a careful hand-written version does.
struct LatestOfFour {
  private var values: (Int?, Int?, Int?, Int?) = (nil, nil, nil, nil)

  /// Stores `value` as input `index`'s latest; returns all four once each input has sent one.
  @inline(__always)
  mutating func store(_ value: Int, at index: Int) -> (Int, Int, Int, Int)? {
    switch index {
    case 0: values.0 = value
    case 1: values.1 = value
    case 2: values.2 = value
    default: values.3 = value
    }
    guard let first = values.0, let second = values.1, let third = values.2, let fourth = values.3 else {
      return nil
    }
    return (first, second, third, fourth)
  }
}

/// One hand-written `combineLatest` of four inputs: its state, the user's result selector and the next stage.
final class CombineLatestStage {
  private var latest = LatestOfFour()
  private let resultSelector: (Int, Int, Int, Int) -> Int
  private let downstream: (Int) -> Void

  init(resultSelector: @escaping (Int, Int, Int, Int) -> Int, downstream: @escaping (Int) -> Void) {
    self.resultSelector = resultSelector
    self.downstream = downstream
  }

  /// Input `index` sent `value`.
  func receive(_ value: Int, at index: Int) {
    if let all = latest.store(value, at: index) { downstream(resultSelector(all.0, all.1, all.2, all.3)) }
  }
}

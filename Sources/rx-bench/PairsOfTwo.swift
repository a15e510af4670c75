/// The state a hand-written `zip` of two keeps: the values of each input that wait for a value of the other.
///
/// Each input's handler stores its value and learns whether a pair is complete with one mutating call, as
/// `LatestOfFour` does for `combineLatest`. A queue is an array with a head index that empties (keeping its
/// capacity) whenever every value in it was paired, so a steady run allocates nothing.
struct PairsOfTwo {
  private var first: [Int] = []
  private var firstHead = 0
  private var second: [Int] = []
  private var secondHead = 0

  /// Stores `value` as input `index`'s newest; returns the oldest waiting pair once each input has one.
  @inline(__always)
  mutating func store(_ value: Int, at index: Int) -> (Int, Int)? {
    if index == 0 { first.append(value) } else { second.append(value) }
    guard firstHead < first.count, secondHead < second.count else { return nil }
    let pair = (first[firstHead], second[secondHead])
    firstHead += 1
    if firstHead == first.count {
      first.removeAll(keepingCapacity: true)
      firstHead = 0
    }
    secondHead += 1
    if secondHead == second.count {
      second.removeAll(keepingCapacity: true)
      secondHead = 0
    }
    return pair
  }
}

/// One hand-written `zip` of two inputs: its queues, the user's result selector and the next stage.
final class ZipStage {
  private var pairs = PairsOfTwo()
  private let resultSelector: (Int, Int) -> Int
  private let downstream: (Int) -> Void

  init(resultSelector: @escaping (Int, Int) -> Int, downstream: @escaping (Int) -> Void) {
    self.resultSelector = resultSelector
    self.downstream = downstream
  }

  /// Input `index` sent `value`.
  func receive(_ value: Int, at index: Int) {
    if let pair = pairs.store(value, at: index) { downstream(resultSelector(pair.0, pair.1)) }
  }
}

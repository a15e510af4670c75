import RxCore
import RxTesting

/// The scenario the trait arity tests share: source `k` (0-based) emits `k + 1` at 210 + 10k and `10 (k + 1)` at
/// 500 + 10k, then completes at 600 + 10k; its `.next(150, -1)` happens before the subscription and must not be
/// seen. Results are compared as arrays of `Int`, whatever tuple the operator emits.
enum ArityScenario {
  static func sources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
    (0..<count).map { k in
      scheduler.createHotObservable([
        .next(150, -1), .next(210 + 10 * k, k + 1), .next(500 + 10 * k, 10 * (k + 1)), .completed(600 + 10 * k),
      ])
    }
  }

  /// What `combineLatest` emits, `delay` ticks after the sources: every first element once the last source has
  /// emitted, then one combination per change, then completion when the last source completes.
  static func combineLatestEvents(count: Int, delay: TestTime = 0) -> [Recorded<Event<[Int]>>] {
    var values = Array(1...count)
    var events: [Recorded<Event<[Int]>>] = [.next(210 + 10 * (count - 1) + delay, values)]
    for k in 0..<count {
      values[k] = 10 * (k + 1)
      events.append(.next(500 + 10 * k + delay, values))
    }
    events.append(.completed(600 + 10 * (count - 1) + delay))
    return events
  }

  /// What `zip` emits, `delay` ticks after the sources: the first elements when the last source emits its first,
  /// the second elements when it emits its second, completion when the last source completes.
  static func zipEvents(count: Int, delay: TestTime = 0) -> [Recorded<Event<[Int]>>] {
    [
      .next(210 + 10 * (count - 1) + delay, Array(1...count)),
      .next(500 + 10 * (count - 1) + delay, (1...count).map { 10 * $0 }),
      .completed(600 + 10 * (count - 1) + delay),
    ]
  }

  /// `events` with each element turned into an array.
  static func arrays<T>(_ events: [Recorded<Event<T>>], _ toArray: (T) -> [Int]) -> [Recorded<Event<[Int]>>] {
    events.map { Recorded(time: $0.time, value: $0.value.map(toArray)) }
  }
}

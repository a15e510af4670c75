extension ObservableType where Element: RxAbstractInteger {
  /// Emits `count` consecutive integers starting at `start`, then completes.
  /// - Parameters:
  ///   - start: The first value.
  ///   - count: How many values; a negative count emits none.
  ///   - scheduler: Where to emit them.
  /// - Returns: The observable.
  public static func range(
    start: Element, count: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    let values = count <= 0 ? [] : Array(sequence(first: start, next: { $0 + 1 }).prefix(Int(count)))
    return Observable.from(values, scheduler: scheduler)
  }
}

/// The integer types `range` accepts.
public typealias RxAbstractInteger = BinaryInteger

// `timeout`: a trait that takes too long fails with `RxError.timeout`, or continues with another of its kind.

extension PrimitiveSequence {
  /// Fails with `RxError.timeout` when the sequence has not finished within `dueTime` of the subscription.
  ///
  /// ```swift
  /// fetchUser().timeout(.seconds(10), scheduler: MainScheduler.instance)
  /// ```
  /// This is `Observable.timeout`: the timer starts at the subscription and restarts after the element (a trait
  /// usually sends its element and its completion together, so it must finish within `dueTime`). When the timer
  /// fires, the source is disposed.
  /// - Parameters:
  ///   - dueTime: The longest wait.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The sequence, or `RxError.timeout` when it is too slow.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Continues with `other` when the sequence has not finished within `dueTime` of the subscription.
  ///
  /// ```swift
  /// fetchUser().timeout(.seconds(10), other: cachedUser(), scheduler: MainScheduler.instance)
  /// ```
  /// When the timer fires, the source is disposed and `other` is subscribed to; its event is the result.
  /// - Parameters:
  ///   - dueTime: The longest wait.
  ///   - other: The sequence to continue with after a timeout.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The sequence, or after a timeout `other`.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}

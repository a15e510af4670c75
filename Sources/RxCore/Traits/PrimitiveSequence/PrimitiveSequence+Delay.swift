// Shifting a trait in time: `delay` moves its event later, `delaySubscription` moves the subscription later.

extension PrimitiveSequence {
  /// Delivers the element and the completion `dueTime` later; an error is delivered at once.
  ///
  /// ```swift
  /// Single.just(1).delay(.seconds(2), scheduler: scheduler)  // success(1) two seconds after subscribing
  /// ```
  /// This is `Observable.delay`: the element and the completion each wait `dueTime`, one timer after the other,
  /// so on a `TestScheduler` the completion of a ``Single`` arrives one tick after its element, as in RxSwift.
  /// - Parameters:
  ///   - dueTime: How much later the event is delivered.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The delayed sequence.
  public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes to the sequence only after `dueTime`.
  ///
  /// ```swift
  /// refresh().delaySubscription(.seconds(5), scheduler: MainScheduler.instance)
  /// ```
  /// Disposing before `dueTime` means the source is never subscribed to.
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: Where to run the timer (and so where the subscription happens).
  /// - Returns: The same sequence, subscribed to later.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }
}

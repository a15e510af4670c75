// `timer` on the traits: `Single<Int>.timer` and `Maybe<Int>.timer` succeed with `0` after a due time.

extension PrimitiveSequenceType where Element: RxAbstractInteger {
  /// Succeeds with `0` after `dueTime`.
  ///
  /// ```swift
  /// Single<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)  // success(0) after two seconds
  /// ```
  /// A `.never` due time never succeeds.
  /// - Parameters:
  ///   - dueTime: How long to wait.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The sequence.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}

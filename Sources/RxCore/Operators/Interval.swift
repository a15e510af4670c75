extension ObservableType where Element: RxAbstractInteger {
  /// Emits `0`, `1`, `2`… every `period`, the first after one `period`; it never completes.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { print("tick \($0)") })
  /// ```
  /// Counting wraps around at the element type's maximum. Same as `timer(period, period: period, scheduler:)`.
  /// - Parameters:
  ///   - period: The time between elements.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The ticks.
  public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    TimerProducer(dueTime: period, period: period, scheduler: scheduler)
  }
}

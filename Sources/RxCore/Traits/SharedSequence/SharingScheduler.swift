/// Where ``Driver`` and ``Signal`` deliver: a new `MainScheduler()` for each sequence, or a mock installed for tests.
///
/// Each call of `make()` returns a scheduler of its own, as in RxCocoa, so a ``Driver`` made and subscribed while
/// another one is delivering on the main thread delivers at once instead of waiting behind it.
public enum SharingScheduler {
  /// Makes the scheduler a new ``Driver`` or ``Signal`` uses.
  public private(set) static var make: () -> any SchedulerType {
    get { HooksState.current.makeSharingScheduler }
    set { HooksState.update { $0.makeSharingScheduler = newValue } }
  }

  /// Runs `action` with `scheduler` standing in for the main scheduler, then restores the previous one.
  ///
  /// ```swift
  /// let scheduler = TestScheduler(initialClock: 0)
  /// let driver = SharingScheduler.mock(scheduler: scheduler) { xs.asDriver(onErrorJustReturn: -1) }
  /// ```
  /// - Parameters:
  ///   - scheduler: The scheduler to use, for example a `TestScheduler`.
  ///   - action: The code to run.
  /// - Returns: What `action` returns.
  public static func mock<Result>(scheduler: any SchedulerType, action: () throws -> Result) rethrows -> Result {
    let box = UncheckedSendable(scheduler)
    return try mock(makeScheduler: { box.value }, action: action)
  }

  /// Runs `action` with schedulers made by `makeScheduler` standing in for the main scheduler.
  /// - Returns: What `action` returns.
  public static func mock<Result>(makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Result)
    rethrows -> Result
  {
    let previous = make
    make = makeScheduler
    defer { make = previous }
    return try action()
  }
}

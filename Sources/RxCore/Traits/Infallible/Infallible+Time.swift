// The time operators RxSwift defines on `Infallible`: `debounce`, `throttle` and `take(for:scheduler:)`.

extension InfallibleType {
  /// Emits an element only once `dueTime` has passed without another element.
  ///
  /// ```swift
  /// searchText.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  /// ```
  /// When the source completes, the element still waiting is emitted at once, then the completion.
  /// - Parameters:
  ///   - dueTime: How long the source must stay quiet before its latest element is emitted.
  ///   - scheduler: Where to run the timers.
  /// - Returns: The debounced elements.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// Emits at most one element per `dueTime`: the first at once, then (with `latest`) the latest of the window.
  ///
  /// ```swift
  /// taps.throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
  /// ```
  /// - Parameters:
  ///   - dueTime: The shortest time between two emitted elements.
  ///   - latest: Whether to emit the latest element of a window when it closes.
  ///   - scheduler: Where to run the timers.
  /// - Returns: The throttled elements.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }

  /// Emits the elements that arrive within `duration` of the subscription, then completes.
  ///
  /// ```swift
  /// positions.take(for: .seconds(5), scheduler: MainScheduler.instance)
  /// ```
  /// - Parameters:
  ///   - duration: How long to take elements for.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The elements of the first `duration`.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().take(for: duration, scheduler: scheduler))
  }
}

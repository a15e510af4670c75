// RxCocoa's time operators on shared sequences: their timers run on the sharing scheduler (the main thread, or
// the mock installed by `SharingScheduler.mock`).

extension SharedSequenceConvertibleType {
  /// Emits an element only after `dueTime` has passed without another one.
  ///
  /// ```swift
  /// let query = searchText.debounce(.milliseconds(300))
  /// ```
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Emits at most one element per `dueTime`: the first at once and, when `latest` is true, the latest of the
  /// window when it closes.
  ///
  /// ```swift
  /// let taps = nextButton.rx.tap.asSignal().throttle(.seconds(1), latest: false)
  /// ```
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Emits each element, and the completion, `dueTime` later.
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}

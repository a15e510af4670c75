// The ways RxCocoa makes a `Driver` or `Signal` from values: each runs on the sharing scheduler, so in a test
// under `SharingScheduler.mock(scheduler:)` the events happen on the mock's clock.

extension SharedSequence {
  /// A sequence with one element: subscribed to on the sharing scheduler (on the main thread, at once), then
  /// completes.
  ///
  /// ```swift
  /// let placeholder = Driver.just("새싹")
  /// ```
  @inlinable
  public static func just(_ element: Element) -> SharedSequence {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// A sequence that completes, on the sharing scheduler, without elements.
  @inlinable
  public static func empty() -> SharedSequence {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A sequence that never emits and never completes.
  @inlinable
  public static func never() -> SharedSequence {
    SharedSequence(raw: Observable.never())
  }

  /// A sequence made for each subscriber by `factory`; the subscribers at one time share one made sequence.
  public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }

  /// A sequence of the given elements, sent one per step of the sharing scheduler, then completes.
  @inlinable
  public static func of(_ elements: Element...) -> SharedSequence {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence of the elements of an array, sent one per step of the sharing scheduler, then completes.
  @inlinable
  public static func from(_ array: [Element]) -> SharedSequence {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence of the elements of any sequence, sent one per step of the sharing scheduler, then completes.
  @inlinable
  public static func from<Source: Swift.Sequence>(_ sequence: Source) -> SharedSequence
  where Source.Element == Element {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence of the optional's value, if it has one, on the sharing scheduler, then completes.
  @inlinable
  public static func from(optional: Element?) -> SharedSequence {
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// Emits `0`, `1`, `2`… every `period` on the sharing scheduler; subscribers share one timer.
  ///
  /// ```swift
  /// let ticks = Driver<Int>.interval(.seconds(1))
  /// ```
  /// A subscriber that arrives while the timer runs gets the latest tick at once (a ``Driver``'s replay) and then
  /// the same ticks as the others.
  public static func interval(_ period: RxTimeInterval) -> SharedSequence {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// Emits `0` after `dueTime`, then `1`, `2`… every `period`, on the sharing scheduler; subscribers share one
  /// timer.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence {
    SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}

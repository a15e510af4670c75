// Where a trait's events are delivered and where it is subscribed to: `observe(on:)` and `subscribe(on:)`.

extension PrimitiveSequence {
  /// Delivers the sequence's events on `scheduler`.
  ///
  /// ```swift
  /// fetchUser().observe(on: MainScheduler.instance).subscribe(onSuccess: { show($0) })
  /// ```
  /// - Parameter scheduler: Where to deliver events.
  /// - Returns: The same sequence, observed on `scheduler`.
  public func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// RxSwift 5's name for `observe(on:)`; RxSwift 6 deprecates it. Prefer `observe(on:)`.
  /// - Parameter scheduler: Where to deliver events.
  /// - Returns: The same sequence, observed on `scheduler`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    observe(on: scheduler)
  }

  /// Subscribes to the sequence on `scheduler`, and disposes the subscription there too.
  ///
  /// ```swift
  /// readFile(path).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
  /// ```
  /// Only where the subscription and its disposal happen changes; a source that sends its event later sends it
  /// from wherever it likes. Use `observe(on:)` to choose where the event is delivered.
  /// - Parameter scheduler: Where to subscribe and dispose.
  /// - Returns: The same sequence, subscribed to on `scheduler`.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// RxSwift 5's name for `subscribe(on:)`; RxSwift 6 deprecates it. Prefer `subscribe(on:)`.
  /// - Parameter scheduler: Where to subscribe and dispose.
  /// - Returns: The same sequence, subscribed to on `scheduler`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    subscribe(on: scheduler)
  }
}

// The operators RxSwift defines for every trait: each applies the `Observable` operator and keeps the trait.

extension PrimitiveSequence {
  /// Calls `observableFactory` for every subscriber and subscribes to the sequence it returns.
  ///
  /// ```swift
  /// let now = Single<Date>.deferred { .just(Date()) }  // a new date for each subscriber
  /// ```
  /// - Parameter observableFactory: Makes the sequence; an error it throws is sent as the failure.
  /// - Returns: The deferred sequence.
  public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
  }

  /// Continues with the sequence `handler` returns when this one fails.
  ///
  /// ```swift
  /// fetchUser().catch { _ in .just(.guest) }
  /// ```
  /// - Parameter handler: Makes the sequence to continue with from the error; an error it throws is sent on.
  /// - Returns: The sequence, recovering from failure.
  public func `catch`(_ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
  }

  /// RxSwift 5's name for `catch(_:)`; RxSwift 6 deprecates it. Prefer `catch(_:)`.
  /// - Parameter handler: Makes the sequence to continue with from the error.
  /// - Returns: The sequence, recovering from failure.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
    -> PrimitiveSequence<Trait, Element>
  {
    `catch`(handler)
  }

  /// Subscribes again after a failure, up to `maxAttemptCount` subscriptions in all.
  ///
  /// ```swift
  /// fetchUser().retry(3)  // the first attempt and at most two more
  /// ```
  /// A negative count fails at once with `RxError.argumentOutOfRange` (RxSwift stops the program).
  /// - Parameter maxAttemptCount: The maximum number of subscriptions.
  /// - Returns: The sequence, retried.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// Prints every event, the subscription and its disposal, as `Observable.debug` does.
  /// - Parameters:
  ///   - identifier: The name printed on every line; by default the call site.
  ///   - trimOutput: Whether to shorten long event descriptions.
  ///   - file: The call site's file, for the default identifier.
  ///   - line: The call site's line, for the default identifier.
  ///   - function: The call site's function, for the default identifier.
  /// - Returns: The same sequence, with its events printed.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Makes a resource for every subscriber and disposes it when the subscription ends.
  /// - Parameters:
  ///   - resourceFactory: Makes the resource.
  ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
  /// - Returns: A sequence whose subscriptions own a resource each.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
  }
}

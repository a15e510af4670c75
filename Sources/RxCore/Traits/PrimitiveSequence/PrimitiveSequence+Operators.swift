// The operators RxSwift defines for every trait: each applies the `Observable` operator and keeps the trait.

extension PrimitiveSequence {
  /// Calls `observableFactory` for every subscriber and subscribes to the sequence it returns.
  ///
  /// ```swift
  /// let now = Single<Date>.deferred { .just(Date()) }  // a new date for each subscriber
  /// ```
  /// In debug builds, a factory formed in main-actor code that a subscription is about to run off the main thread
  /// (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - observableFactory: Makes the sequence; an error it throws is sent as the failure.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The deferred sequence.
  public static func deferred(
    _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.deferred(
        { try observableFactory().asObservable() },
        site: IsolationSite(isolation, call: deferredCall, file: file, line: line, advice: .subscribeOnMain)))
  }

  /// What the isolation check's report calls `deferred` of this trait, as users write it.
  private static var deferredCall: StaticString {
    if Trait.self == SingleTrait.self { return "Single.deferred" }
    if Trait.self == MaybeTrait.self { return "Maybe.deferred" }
    return "Completable.deferred"
  }

  /// Continues with the sequence `handler` returns when this one fails.
  ///
  /// ```swift
  /// fetchUser().catch { _ in .just(.guest) }
  /// ```
  /// An error thrown by `handler` is sent on. In debug builds, a `handler` formed in main-actor code that is about
  /// to run off the main thread is reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - handler: Makes the sequence to continue with from the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence, recovering from failure.
  public func `catch`(
    _ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.catch({ try handler($0).asObservable() }, isolation: isolation, file: file, line: line))
  }

  /// RxSwift 5's name for `catch(_:)`; RxSwift 6 deprecates it. Prefer `catch(_:)`.
  /// - Parameters:
  ///   - handler: Makes the sequence to continue with from the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence, recovering from failure.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    `catch`(handler, isolation: isolation, file: file, line: line)
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
  ///
  /// In debug builds, a factory formed in main-actor code that a subscription is about to run off the main thread
  /// (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - resourceFactory: Makes the resource.
  ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A sequence whose subscriptions own a resource each.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(
        resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() },
        site: IsolationSite(isolation, call: usingCall, file: file, line: line, advice: .subscribeOnMain),
        factory: "primitiveSequenceFactory"))
  }

  /// What the isolation check's report calls `using` of this trait, as users write it.
  private static var usingCall: StaticString {
    if Trait.self == SingleTrait.self { return "Single.using" }
    if Trait.self == MaybeTrait.self { return "Maybe.using" }
    return "Completable.using"
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs side effects for the completable's events and subscription lifetime.
  ///
  /// An error thrown by `onError` or `onCompleted` is sent as the error instead.
  /// - Parameters:
  ///   - onError: Called with the error before it is sent on.
  ///   - afterError: Called with the error after it was sent on.
  ///   - onCompleted: Called before completion is sent on.
  ///   - afterCompleted: Called after completion was sent on.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called after the subscription to the source has ended, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The same completable with the side effects attached.
  public func `do`(
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, isolation: isolation, file: file,
        line: line))
  }

  /// Subscribes to `second` after this completable completes.
  /// - Parameter second: The completable to run next.
  /// - Returns: A completable that completes when both have completed, in order.
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(primitiveSequence, second)
  }

  /// Runs the completables one after another, stopping at the first error.
  /// - Parameter sequence: The completables.
  /// - Returns: A completable that completes when all have completed.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
  where Sequence.Element == Completable {
    Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Runs the completables one after another, stopping at the first error.
  /// - Parameter collection: The completables.
  /// - Returns: A completable that completes when all have completed.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Runs the completables one after another, stopping at the first error.
  /// - Parameter sources: The completables.
  /// - Returns: A completable that completes when all have completed.
  public static func concat(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Runs the completables at the same time; completes when all have completed, fails at the first error.
  ///
  /// For ``Completable``, `zip` is `merge`, as in RxSwift.
  /// - Parameter sources: The completables.
  /// - Returns: The combined completable.
  public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Runs the completables at the same time; completes when all have completed, fails at the first error.
  /// - Parameter sources: The completables.
  /// - Returns: The combined completable.
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Runs the completables at the same time; completes when all have completed, fails at the first error.
  /// - Parameter sources: The completables.
  /// - Returns: The combined completable.
  public static func zip(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }
}

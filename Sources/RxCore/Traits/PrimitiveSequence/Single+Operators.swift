extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Runs side effects for the single's events and subscription lifetime.
  ///
  /// An error thrown by `onSuccess` or `onError` is sent as the failure instead.
  /// - Parameters:
  ///   - onSuccess: Called with the element before it is sent on.
  ///   - afterSuccess: Called with the element after it was sent on.
  ///   - onError: Called with the error before it is sent on.
  ///   - afterError: Called with the error after it was sent on.
  ///   - onSubscribe: Called before subscribing to the source.
  ///   - onSubscribed: Called after subscribing to the source.
  ///   - onDispose: Called after the subscription to the source has ended, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The same single with the side effects attached.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, isolation: isolation, file: file,
        line: line))
  }

  /// Continues with the maybe `selector` makes from the element.
  /// - Parameters:
  ///   - selector: Makes the maybe.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A maybe of the maybe's element.
  public func flatMapMaybe<Result>(
    _ selector: @escaping (Element) throws -> Maybe<Result>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.flatMap(selector, isolation: isolation, file: file, line: line))
  }

  /// Continues with the completable `selector` makes from the element.
  /// - Parameters:
  ///   - selector: Makes the completable.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The completable.
  public func flatMapCompletable(
    _ selector: @escaping (Element) throws -> Completable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Completable {
    Completable(raw: primitiveSequence.source.flatMap(selector, isolation: isolation, file: file, line: line))
  }

  /// The single as a ``Maybe``.
  /// - Returns: A maybe that succeeds or fails as the single does.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source)
  }

  /// The single as a ``Completable``, ignoring its element.
  /// - Returns: A completable that completes when the single succeeds.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }

  /// Combines the elements of the singles in `collection` with `resultSelector`.
  ///
  /// An empty collection succeeds at once with `resultSelector([])`.
  /// - Parameters:
  ///   - collection: The singles.
  ///   - resultSelector: Combines their elements, in the collection's order.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A single of the combined value.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return PrimitiveSequence<Trait, Result>(
        raw: Observable.deferred(
          { .just(try resultSelector([])) },
          site: IsolationSite(isolation, call: "Single.zip", file: file, line: line, advice: .subscribeOnMain),
          closure: "resultSelector"))
    }
    return PrimitiveSequence(
      raw: makeCollectionCombining(
        collection.map { $0.asObservable() }, mode: .zip, slot: ZipQueue.self,
        site: IsolationSite(isolation, call: "Single.zip", file: file, line: line), combine: resultSelector))
  }

  /// Combines the elements of the singles in `collection` into an array.
  ///
  /// An empty collection succeeds at once with `[]`.
  /// - Parameter collection: The singles.
  /// - Returns: A single of their elements, in the collection's order.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> PrimitiveSequence<Trait, [Element]>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
    }
    return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
  }
}

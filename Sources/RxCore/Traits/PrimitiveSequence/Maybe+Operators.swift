extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Runs side effects for the maybe's events and subscription lifetime.
  ///
  /// An error thrown by `onNext`, `onError` or `onCompleted` is sent as the error instead.
  /// - Parameters:
  ///   - onNext: Called with the element before it is sent on.
  ///   - afterNext: Called with the element after it was sent on.
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
  /// - Returns: The same maybe with the side effects attached.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Swift.Error) throws -> Void)? = nil,
    afterError: ((any Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose, isolation: isolation, file: file, line: line))
  }

  /// Keeps the element only if it satisfies `predicate`.
  /// - Parameters:
  ///   - predicate: Decides whether to keep the element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A maybe of the element, empty when `predicate` rejects it.
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate, isolation: isolation, file: file, line: line))
  }

  /// Transforms the element.
  /// - Parameters:
  ///   - transform: The function applied to the element; an error it throws is sent as the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A maybe of the transformed element.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform, isolation: isolation, file: file, line: line))
  }

  /// Transforms the element, dropping a `nil` result.
  /// - Parameters:
  ///   - transform: The function applied to the element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A maybe of the transformed element.
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.compactMap(transform, isolation: isolation, file: file, line: line))
  }

  /// Continues with the maybe `selector` makes from the element.
  /// - Parameters:
  ///   - selector: Makes the next maybe.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A maybe of the next maybe's element.
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> Maybe<Result>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.flatMap(selector, isolation: isolation, file: file, line: line))
  }

  /// Emits `default` when the maybe completes empty.
  /// - Parameter default: The element sent in place of empty completion.
  /// - Returns: A single.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
  }

  /// Continues with `other` when the maybe completes empty.
  /// - Parameter other: The maybe to continue with.
  /// - Returns: A maybe.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
  }

  /// Continues with `other` when the maybe completes empty.
  /// - Parameter other: The single to continue with.
  /// - Returns: A single.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.asObservable()))
  }

  /// Ends with `element` instead of failing.
  /// - Parameter element: The element sent in place of an error.
  /// - Returns: A maybe that never fails.
  public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`; RxSwift 6 deprecates it. Prefer `catchAndReturn(_:)`.
  /// - Parameter element: The element sent in place of an error.
  /// - Returns: A maybe that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}

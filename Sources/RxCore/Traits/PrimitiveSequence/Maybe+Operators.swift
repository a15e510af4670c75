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
}

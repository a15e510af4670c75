/// A trait whose sequences send an element: ``SingleTrait`` (exactly one) and ``MaybeTrait`` (at most one).
///
/// The operators on the element (`map`, `filter`, `flatMap`...) are written once for both traits, where RxSwift
/// declares them for each (an RxCore addition; no call site changes):
///
/// ```swift
/// let name: Single<String> = fetchUser().map { $0.name }
/// let cachedName: Maybe<String> = cachedUser().map { $0.name }
/// ```
public protocol ElementTrait {}

extension SingleTrait: ElementTrait {}

extension MaybeTrait: ElementTrait {}

extension PrimitiveSequenceType where Trait: ElementTrait {
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
  ///   - transform: The function applied to the element; an error it throws is sent as the error (a single's
  ///     failure).
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A sequence of the same trait (a single of a single) of the transformed element.
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Result> {
    PrimitiveSequence(raw: primitiveSequence.source.map(transform, isolation: isolation, file: file, line: line))
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

  /// Continues with the sequence of the same trait that `selector` makes from the element.
  ///
  /// ```swift
  /// fetchUser().flatMap { user in fetchAvatar(user.avatarURL) }
  /// ```
  /// - Parameters:
  ///   - selector: Makes the next single (of a single) or maybe (of a maybe).
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A sequence of the same trait of the next sequence's element.
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> PrimitiveSequence<Trait, Result>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Result> {
    PrimitiveSequence(raw: primitiveSequence.source.flatMap(selector, isolation: isolation, file: file, line: line))
  }

  /// Ends with `element` instead of failing.
  /// - Parameter element: The element sent in place of an error.
  /// - Returns: A sequence of the same trait that never fails.
  public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`; RxSwift 6 deprecates it. Prefer `catchAndReturn(_:)`.
  /// - Parameter element: The element sent in place of an error.
  /// - Returns: A sequence of the same trait that never fails.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}

/// An observable sequence with a constraint on how many elements it emits: the base of ``Single`` (exactly one),
/// ``Maybe`` (zero or one) and ``Completable`` (none), as in RxSwift.
///
/// ```swift
/// let user: Single<User> = api.fetchUser(id)
/// user.subscribe(onSuccess: { show($0) }, onFailure: { show(error: $0) }).disposed(by: bag)
/// ```
/// A primitive sequence is immutable and only wraps an ``Observable``, so it is `Sendable` and may be subscribed to
/// from any thread.
public struct PrimitiveSequence<Trait, Element> {
  let source: Observable<Element>

  /// Wraps `source`, which must already obey the trait's rules.
  init(raw: Observable<Element>) {
    self.source = raw
  }
}

extension PrimitiveSequence: Sendable {}

/// A type that is, or can be viewed as, a ``PrimitiveSequence``.
public protocol PrimitiveSequenceType {
  /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait
  /// The element type.
  associatedtype Element

  /// The value as a primitive sequence.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns `self`.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The sequence as a plain ``Observable``.
  /// - Returns: The observable this trait wraps.
  public func asObservable() -> Observable<Element> { source }
}

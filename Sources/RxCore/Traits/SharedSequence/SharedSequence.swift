/// How a ``SharedSequence`` shares its source and where it delivers events.
public protocol SharingStrategyProtocol {
  /// The scheduler events are delivered on.
  static var scheduler: any SchedulerType { get }
  /// Shares `source` the way this strategy requires.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that cannot error, delivers on the main thread and shares one subscription: the base of ``Driver``
/// and ``Signal``, as in RxCocoa.
///
/// `Sendable` as ``Observable`` is: it may be subscribed to from any thread, and the closures and elements it carries
/// follow the rules stated there. A ``Driver``'s or ``Signal``'s elements arrive on the
/// main thread.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
  ObservableConvertibleType
{
  @usableFromInline let source: Observable<Element>

  /// Wraps `source`, sharing it with the strategy. The source must not error and must deliver on the strategy's
  /// scheduler; use `asDriver(onErrorJustReturn:)` and friends to make one from any observable.
  @inlinable
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  @inlinable
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as an observable.
  @inlinable
  public func asObservable() -> Observable<Element> { source }

  /// Returns `self`.
  @inlinable
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

  /// The sequence as an ``Infallible``.
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    asInfallible(onErrorFallbackTo: .empty())
  }
}

extension SharedSequence: @unchecked Sendable {}

/// A type that can be converted to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The sharing strategy.
  associatedtype SharingStrategy: SharingStrategyProtocol
  /// Converts `self`.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence as an observable.
  @inlinable
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}

import Synchronization

/// How a `SharedSequence` shares its source and where it delivers events.
public protocol SharingStrategyProtocol {
  /// The scheduler events are delivered on.
  static var scheduler: any SchedulerType { get }
  /// Shares `source` the way this strategy requires.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that cannot error, delivers on the main thread and shares one subscription: the base of `Driver`
/// and `Signal`, as in RxCocoa.
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
}

extension SharedSequence: @unchecked Sendable {}

/// A type that can be converted to a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The sharing strategy.
  associatedtype SharingStrategy: SharingStrategyProtocol
  /// Converts `self`.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// Where `Driver` and `Signal` deliver: the main scheduler, or a mock installed for tests.
public enum SharingScheduler {
  /// The scheduler `Driver` and `Signal` use now.
  public static var make: () -> any SchedulerType {
    get { factory.withLock { $0 } }
    set { factory.withLock { $0 = newValue } }
  }

  /// Runs `action` with `scheduler` standing in for the main scheduler, then restores the previous one.
  /// - Parameters:
  ///   - scheduler: The scheduler to use, for example a `TestScheduler`.
  ///   - action: The code to run.
  /// - Returns: What `action` returns.
  public static func mock<Result>(scheduler: any SchedulerType, action: () throws -> Result) rethrows -> Result {
    let box = UncheckedSendable(scheduler)
    return try mock(makeScheduler: { box.value }, action: action)
  }

  /// Runs `action` with schedulers made by `makeScheduler` standing in for the main scheduler.
  public static func mock<Result>(makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Result)
    rethrows -> Result
  {
    let previous = make
    make = makeScheduler
    defer { make = previous }
    return try action()
  }
}

private let factory = LockedValue<() -> any SchedulerType>({ MainScheduler.instance })

extension SharedSequence {
  /// A sequence with one element, sent to each subscriber as it subscribes.
  ///
  /// RxCocoa subscribes on the sharing scheduler; RxCore sends at once on the subscribing thread, which is the
  /// main thread for UI code.
  @inlinable
  public static func just(_ element: Element) -> SharedSequence {
    SharedSequence(raw: Observable.just(element))
  }

  /// A sequence that completes at once.
  @inlinable
  public static func empty() -> SharedSequence {
    SharedSequence(raw: Observable.empty())
  }

  /// A sequence that never emits.
  @inlinable
  public static func never() -> SharedSequence {
    SharedSequence(raw: Observable.never())
  }

  /// A sequence of the given elements.
  public static func of(_ elements: Element...) -> SharedSequence {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence of the elements of an array.
  public static func from(_ array: [Element]) -> SharedSequence {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence made for each subscriber.
  public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }
}

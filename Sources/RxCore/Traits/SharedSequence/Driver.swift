/// Shares with `share(replay: 1, scope: .whileConnected)` and delivers on `SharingScheduler.make()`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// A scheduler for one driver: a new `MainScheduler()` unless mocked.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// Shares with replay of the latest element.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// A UI state stream: never errors, delivers on the main thread, replays the latest element to new subscribers.
///
/// ```swift
/// let isSelected: Driver<Bool> = gender.map { $0 == .male }.asDriver(onErrorJustReturn: false)
/// isSelected.drive(maleButton.rx.isSelected).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// The driver itself.
  @inlinable
  public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// A ``Signal`` of this driver's elements (the replayed element included for each subscriber). An RxCore
  /// addition: in RxCocoa write `asSignal(onErrorSignalWith: .empty())`, which RxCore has too.
  @inlinable
  public func asSignal() -> Signal<Element> { Signal(raw: source.share(scope: .whileConnected)) }
}

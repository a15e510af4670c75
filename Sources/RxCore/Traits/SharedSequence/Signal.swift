/// Shares with `share(scope: .whileConnected)` (no replay) and delivers on `SharingScheduler.make()`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// A scheduler for one signal: a new `MainScheduler()` unless mocked.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// Shares without replay.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A UI event stream: never errors, delivers on the main thread, does not replay (taps, navigation).
///
/// ```swift
/// let taps: Signal<Void> = nextButton.rx.tap.asSignal()
/// taps.emit(onNext: { coordinator.next() }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// The signal itself.
  @inlinable
  public func asSignal() -> Signal<Element> { asSharedSequence() }
}

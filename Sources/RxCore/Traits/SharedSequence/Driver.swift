/// Shares with `share(replay: 1, scope: .whileConnected)` and delivers on `SharingScheduler.make()`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// The scheduler: `MainScheduler.instance` unless mocked.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// Shares with replay of the latest element.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// Shares with `share(scope: .whileConnected)` (no replay) and delivers on `SharingScheduler.make()`.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// The scheduler: `MainScheduler.instance` unless mocked.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// Shares without replay.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A UI state stream: never errors, delivers on the main thread, replays the latest element to new subscribers.
///
/// ```swift
/// let isSelected: Driver<Bool> = gender.map { $0 == .male }.asDriver(onErrorJustReturn: false)
/// isSelected.drive(maleButton.rx.isSelected).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A UI event stream: never errors, delivers on the main thread, does not replay (taps, navigation).
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
  /// Converts to a `Driver`, replacing an error with one last element.
  /// - Parameter onErrorJustReturn: The element sent instead of an error (then the driver completes).
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Converts to a `Driver`, replacing an error with another driver.
  /// - Parameter onErrorDriveWith: The driver to continue with after an error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
  }

  /// Converts to a `Driver`, replacing an error with the driver `onErrorRecover` returns.
  /// - Parameter onErrorRecover: Makes the driver to continue with from the error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (_ error: any Swift.Error) -> Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }

  /// Converts to a `Signal`, replacing an error with one last element.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Converts to a `Signal`, replacing an error with another signal.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
  }

  /// Converts to a `Signal`, replacing an error with the signal `onErrorRecover` returns.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (_ error: any Swift.Error) -> Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// Returns `self`.
  @inlinable
  public func asDriver() -> Driver<Element> { self }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
  /// Returns `self`.
  @inlinable
  public func asSignal() -> Signal<Element> { self }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// A `Signal` of this driver's elements (the replayed element included for each subscriber).
  @inlinable
  public func asSignal() -> Signal<Element> { Signal(raw: source.share(scope: .whileConnected)) }
}

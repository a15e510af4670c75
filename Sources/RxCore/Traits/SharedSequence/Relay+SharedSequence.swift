extension BehaviorRelay {
  /// The relay as a ``Driver`` (a relay never errors, so no fallback is needed).
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// The relay as a ``Signal`` (a relay never errors, so no fallback is needed).
  /// - Returns: The signal.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

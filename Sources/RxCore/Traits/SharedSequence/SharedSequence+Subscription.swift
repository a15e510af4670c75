extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes without closures, for a driver whose work is in its side effects (`do`).
  /// - Returns: The subscription.
  @inlinable
  public func drive() -> any Disposable {
    asSharedSequence().asObservable().subscribe()
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes without closures, for a signal whose work is in its side effects (`do`).
  /// - Returns: The subscription.
  @inlinable
  public func emit() -> any Disposable {
    asSharedSequence().asObservable().subscribe()
  }
}

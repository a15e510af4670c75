extension ObservableConvertibleType {
  /// Converts to a ``Driver``, replacing an error with one last element.
  /// - Parameter onErrorJustReturn: The element sent instead of an error (then the driver completes).
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Converts to a ``Driver``, replacing an error with another driver.
  /// - Parameter onErrorDriveWith: The driver to continue with after an error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
  }

  /// Converts to a ``Driver``, replacing an error with the driver `onErrorRecover` returns.
  /// - Parameter onErrorRecover: Makes the driver to continue with from the error.
  /// - Returns: The driver.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (_ error: any Swift.Error) -> Driver<Element>) -> Driver<Element> {
    Driver(
      asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}

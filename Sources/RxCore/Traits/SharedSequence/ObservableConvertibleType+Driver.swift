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
  ///
  /// In debug builds, an `onErrorRecover` formed in main-actor code that is about to run off the main thread (with a
  /// mocked ``SharingScheduler``) is reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - onErrorRecover: Makes the driver to continue with from the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The driver.
  @inlinable
  public func asDriver(
    onErrorRecover: @escaping (_ error: any Swift.Error) -> Driver<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Driver<Element> {
    Driver(
      CatchProducer(
        source: asObservable().observe(on: DriverSharingStrategy.scheduler),
        handler: { onErrorRecover($0).asObservable() },
        site: IsolationSite(isolation, call: "asDriver(onErrorRecover:)", file: file, line: line),
        closure: "onErrorRecover"))
  }
}

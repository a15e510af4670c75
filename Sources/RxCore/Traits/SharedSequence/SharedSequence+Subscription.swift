extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes without closures, for a driver whose work is in its side effects (`do`).
  /// - Returns: The subscription.
  @inlinable
  public func drive() -> any Disposable {
    asSharedSequence().asObservable().subscribe()
  }

  /// Passes the driver and `curriedArgument` to a curried binding function.
  ///
  /// ```swift
  /// func show(_ texts: Observable<String>) -> (Label) -> any Disposable { ... }
  /// nickname.drive(show, curriedArgument: nicknameLabel).disposed(by: bag)
  /// ```
  /// - Returns: What the binding function returns.
  @inlinable
  public func drive<Argument, Result>(
    _ with: (Observable<Element>) -> (Argument) -> Result, curriedArgument: Argument
  ) -> Result {
    with(asSharedSequence().asObservable())(curriedArgument)
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

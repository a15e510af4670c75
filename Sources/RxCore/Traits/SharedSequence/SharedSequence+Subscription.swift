extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes without closures, for a driver whose work is in its side effects (`do`).
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: The subscription.
  @inlinable
  public func drive(file: StaticString = #fileID, line: UInt = #line) -> any Disposable {
    MainThreadSubscription.require("drive()", of: .driver, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil, site: nil)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes without closures, for a signal whose work is in its side effects (`do`).
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue.
  /// - Returns: The subscription.
  @inlinable
  public func emit(file: StaticString = #fileID, line: UInt = #line) -> any Disposable {
    MainThreadSubscription.require("emit()", of: .signal, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil, site: nil)
  }
}

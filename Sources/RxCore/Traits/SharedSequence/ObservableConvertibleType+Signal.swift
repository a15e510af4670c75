extension ObservableConvertibleType {
  /// Converts to a ``Signal``, replacing an error with one last element.
  /// - Parameter onErrorJustReturn: The element sent instead of an error (then the signal completes).
  /// - Returns: The signal.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Converts to a ``Signal``, replacing an error with another signal.
  /// - Parameter onErrorSignalWith: The signal to continue with after an error.
  /// - Returns: The signal.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
  }

  /// Converts to a ``Signal``, replacing an error with the signal `onErrorRecover` returns.
  /// - Parameter onErrorRecover: Makes the signal to continue with from the error.
  /// - Returns: The signal.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (_ error: any Swift.Error) -> Signal<Element>) -> Signal<Element> {
    Signal(
      asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
  }
}

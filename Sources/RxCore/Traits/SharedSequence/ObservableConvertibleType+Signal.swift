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
  ///
  /// In debug builds, an `onErrorRecover` formed in main-actor code that is about to run off the main thread (with a
  /// mocked ``SharingScheduler``) is reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - onErrorRecover: Makes the signal to continue with from the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The signal.
  @inlinable
  public func asSignal(
    onErrorRecover: @escaping (_ error: any Swift.Error) -> Signal<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Signal<Element> {
    Signal(
      CatchProducer(
        source: asObservable().observe(on: SignalSharingStrategy.scheduler),
        handler: { onErrorRecover($0).asObservable() },
        site: IsolationSite(isolation, call: "asSignal(onErrorRecover:)", file: file, line: line),
        closure: "onErrorRecover"))
  }
}

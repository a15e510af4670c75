extension ObservableConvertibleType {
  /// Converts to a ``SharedSequence`` of any sharing strategy, replacing an error with one last element.
  ///
  /// ```swift
  /// let driver: Driver<Int> = numbers.asSharedSequence(onErrorJustReturn: -1)
  /// let signal = numbers.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1)
  /// ```
  /// - Parameters:
  ///   - sharingStrategy: `DriverSharingStrategy.self` or `SignalSharingStrategy.self` (inferred when left out).
  ///   - onErrorJustReturn: The element sent instead of an error (then the sequence completes).
  /// - Returns: The shared sequence, delivering on the strategy's scheduler.
  @inlinable
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
  }

  /// Converts to a ``SharedSequence`` of any sharing strategy, replacing an error with another shared sequence.
  /// - Parameters:
  ///   - sharingStrategy: `DriverSharingStrategy.self` or `SignalSharingStrategy.self` (inferred when left out).
  ///   - onErrorDriveWith: The sequence to continue with after an error.
  /// - Returns: The shared sequence, delivering on the strategy's scheduler.
  @inlinable
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith: SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
  }

  /// Converts to a ``SharedSequence`` of any sharing strategy, replacing an error with the sequence
  /// `onErrorRecover` returns.
  ///
  /// In debug builds, an `onErrorRecover` formed in main-actor code that is about to run off the main thread (with a
  /// mocked ``SharingScheduler``) is reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - sharingStrategy: `DriverSharingStrategy.self` or `SignalSharingStrategy.self` (inferred when left out).
  ///   - onErrorRecover: Makes the sequence to continue with from the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The shared sequence, delivering on the strategy's scheduler.
  @inlinable
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorRecover: @escaping (_ error: any Swift.Error) -> SharedSequence<Strategy, Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      CatchProducer(
        source: asObservable().observe(on: Strategy.scheduler), handler: { onErrorRecover($0).asObservable() },
        site: IsolationSite(
          isolation, call: "asSharedSequence(sharingStrategy:onErrorRecover:)", file: file, line: line),
        closure: "onErrorRecover"))
  }
}

extension ObservableConvertibleType {
  /// Converts to an ``Infallible``, replacing an error with one last element.
  ///
  /// ```swift
  /// api.count().asInfallible(onErrorJustReturn: 0)
  /// ```
  /// - Parameter element: The element sent instead of an error; the sequence then completes.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// Converts to an ``Infallible``, continuing with `infallible` after an error.
  /// - Parameter infallible: The sequence to continue with.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
    Infallible(asObservable().catch { _ in infallible.asObservable() })
  }

  /// Converts to an ``Infallible``, continuing with the sequence `onErrorRecover` makes from the error.
  ///
  /// In debug builds, an `onErrorRecover` formed in main-actor code that is about to run off the main thread is
  /// reported through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - onErrorRecover: Makes the sequence to continue with.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The infallible sequence.
  public func asInfallible(
    onErrorRecover: @escaping (any Swift.Error) -> Infallible<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      CatchProducer(
        source: asObservable(), handler: { onErrorRecover($0).asObservable() },
        site: IsolationSite(isolation, call: "asInfallible(onErrorRecover:)", file: file, line: line),
        closure: "onErrorRecover"))
  }
}

extension ObservableType {
  /// Maps an element to an inner sequence and forwards its elements, ignoring the source's elements that arrive
  /// while that inner sequence is still running.
  ///
  /// ```swift
  /// refreshTaps.flatMapFirst { _ in api.reload() }  // taps during a reload are ignored
  /// ```
  /// `selector` is only called for the elements that start an inner sequence. The result completes when the source
  /// and the running inner sequence have completed, and fails as soon as either fails.
  /// In debug builds, a `selector` formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of the inner sequences that were started.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Source.Element> {
    MergeProducer(
      source: asObservable(), policy: .firstOnly, transform: selector,
      site: IsolationSite(isolation, call: "flatMapFirst", file: file, line: line))
  }
}

extension ObservableType {
  /// Maps each element to an inner sequence and forwards the elements of the most recent one only, unsubscribing
  /// from the previous inner sequence each time a new element arrives.
  ///
  /// ```swift
  /// searchText.flatMapLatest { text in api.search(text) }  // results of older queries are dropped
  /// ```
  /// The result completes when the source and the latest inner sequence have completed, and fails as soon as the
  /// source or the latest inner sequence fails.
  /// In debug builds, a `selector` formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Source.Element> {
    SwitchProducer(
      source: asObservable(), transform: selector,
      site: IsolationSite(isolation, call: "flatMapLatest", file: file, line: line))
  }
}

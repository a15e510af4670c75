extension ObservableType {
  /// Maps each element to an inner sequence and concatenates the inner sequences: each one is subscribed after the
  /// previous one completed.
  ///
  /// ```swift
  /// uploads.concatMap { file in api.upload(file) }  // one upload at a time, in order
  /// ```
  /// `selector` is called as each element arrives; the inner sequences wait in order. The result completes when the
  /// source and every inner sequence have completed, and fails as soon as the source or an inner sequence fails.
  /// In debug builds, a `selector` formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of the inner sequences, one sequence after the other.
  @inlinable
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Source.Element> {
    MergeProducer(
      source: asObservable(), policy: .limit(1), transform: selector,
      site: IsolationSite(isolation, call: "concatMap", file: file, line: line))
  }
}

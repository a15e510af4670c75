extension ObservableType {
  /// Maps each element to an inner sequence, subscribes to every inner sequence at once and merges their
  /// elements, in the order they arrive.
  ///
  /// ```swift
  /// userIDs.flatMap { id in api.user(id) }.subscribe(onNext: { show($0) })
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails.
  /// In debug builds, a `selector` formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The merged elements of all inner sequences.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Source.Element> {
    MergeProducer(
      source: asObservable(), policy: .all, transform: selector,
      site: IsolationSite(isolation, call: "flatMap", file: file, line: line))
  }
}

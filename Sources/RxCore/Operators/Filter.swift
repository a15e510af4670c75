extension ObservableType {
  /// Emits only the elements for which `predicate` returns `true`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription. In debug builds, a `predicate`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`,
  /// once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - predicate: The test applied to each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the elements that pass the test.
  @inlinable
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    StageProducer(
      source: asObservable(), stage: FilterStage(predicate: predicate),
      site: IsolationSite(isolation, call: "filter", file: file, line: line))
  }
}

/// `filter`'s stage: the elements that pass the test.
@usableFromInline
struct FilterStage<Element>: Stage {
  @inlinable static var closure: StaticString { "predicate" }
  @usableFromInline let predicate: (Element) throws -> Bool

  @inlinable
  init(predicate: @escaping (Element) throws -> Bool) {
    self.predicate = predicate
  }

  @inlinable @inline(__always)
  func apply(_ input: Element) throws -> Element? {
    try predicate(input) ? input : nil
  }
}

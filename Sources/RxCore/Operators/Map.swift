extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).map { $0 * 10 }  // 10, 20, 30
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription. In debug builds, a `transform`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`,
  /// once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - transform: The function applied to each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the transformed elements.
  @inlinable
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Result> {
    StageProducer(
      source: asObservable(), stage: MapStage(transform: transform),
      site: IsolationSite(isolation, call: "map", file: file, line: line))
  }
}

/// `map`'s stage: every element, transformed.
@usableFromInline
struct MapStage<Input, Output>: Stage {
  @inlinable static var closure: StaticString { "transform" }
  @usableFromInline let transform: (Input) throws -> Output

  @inlinable
  init(transform: @escaping (Input) throws -> Output) {
    self.transform = transform
  }

  @inlinable @inline(__always)
  func apply(_ input: Input) throws -> Output? {
    try transform(input)
  }
}

extension ObservableType {
  /// Transforms each element with `transform` and emits only the non-`nil` results.
  ///
  /// ```swift
  /// Observable.of("1", "x", "3").compactMap { Int($0) }  // 1, 3
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription. In debug builds, a `transform`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`,
  /// once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - transform: The function applied to each element; `nil` drops the element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the non-`nil` transformed elements.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Result> {
    StageProducer(
      source: asObservable(), stage: CompactMapStage(transform: transform),
      site: IsolationSite(isolation, call: "compactMap", file: file, line: line))
  }
}

/// `compactMap`'s stage: the non-`nil` results of the transform.
@usableFromInline
struct CompactMapStage<Input, Output>: Stage {
  @inlinable static var closure: StaticString { "transform" }
  @usableFromInline let transform: (Input) throws -> Output?

  @inlinable
  init(transform: @escaping (Input) throws -> Output?) {
    self.transform = transform
  }

  @inlinable @inline(__always)
  func apply(_ input: Input) throws -> Output? {
    try transform(input)
  }
}

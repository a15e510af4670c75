extension ObservableType {
  /// Transforms each element with `transform` and emits only the non-`nil` results.
  ///
  /// ```swift
  /// Observable.of("1", "x", "3").compactMap { Int($0) }  // 1, 3
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription.
  /// - Parameter transform: The function applied to each element; `nil` drops the element.
  /// - Returns: An observable of the non-`nil` transformed elements.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
    StageProducer(source: asObservable(), stage: CompactMapStage(transform: transform))
  }
}

/// `compactMap`'s stage: the non-`nil` results of the transform.
@usableFromInline
struct CompactMapStage<Input, Output>: Stage {
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

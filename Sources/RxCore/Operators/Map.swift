extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).map { $0 * 10 }  // 10, 20, 30
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription.
  /// - Parameter transform: The function applied to each element.
  /// - Returns: An observable of the transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    StageProducer(source: asObservable(), stage: MapStage(transform: transform))
  }
}

/// `map`'s stage: every element, transformed.
@usableFromInline
struct MapStage<Input, Output>: Stage {
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

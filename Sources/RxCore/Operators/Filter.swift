extension ObservableType {
  /// Emits only the elements for which `predicate` returns `true`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription.
  /// - Parameter predicate: The test applied to each element.
  /// - Returns: An observable of the elements that pass the test.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    StageProducer(source: asObservable(), stage: FilterStage(predicate: predicate))
  }
}

/// `filter`'s stage: the elements that pass the test.
@usableFromInline
struct FilterStage<Element>: Stage {
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

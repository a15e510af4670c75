extension ObservableType {
  /// Maps each element to an inner sequence, subscribes to every inner sequence at once and merges their
  /// elements, in the order they arrive.
  ///
  /// ```swift
  /// userIDs.flatMap { id in api.user(id) }.subscribe(onNext: { show($0) })
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails.
  /// - Parameter selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  /// - Returns: The merged elements of all inner sequences.
  @inlinable
  public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    MergeProducer(source: asObservable(), policy: .all, transform: selector)
  }
}

extension ObservableType {
  /// Maps an element to an inner sequence and forwards its elements, ignoring the source's elements that arrive
  /// while that inner sequence is still running.
  ///
  /// ```swift
  /// refreshTaps.flatMapFirst { _ in api.reload() }  // taps during a reload are ignored
  /// ```
  /// `selector` is only called for the elements that start an inner sequence. The result completes when the source
  /// and the running inner sequence have completed, and fails as soon as either fails.
  /// - Parameter selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  /// - Returns: The elements of the inner sequences that were started.
  @inlinable
  public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    MergeProducer(source: asObservable(), policy: .firstOnly, transform: selector)
  }
}

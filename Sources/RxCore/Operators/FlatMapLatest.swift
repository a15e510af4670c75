extension ObservableType {
  /// Maps each element to an inner sequence and forwards the elements of the most recent one only, unsubscribing
  /// from the previous inner sequence each time a new element arrives.
  ///
  /// ```swift
  /// searchText.flatMapLatest { text in api.search(text) }  // results of older queries are dropped
  /// ```
  /// The result completes when the source and the latest inner sequence have completed, and fails as soon as the
  /// source or the latest inner sequence fails.
  /// - Parameter selector: Makes the inner sequence of an element; an error it throws is sent as `.error`.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Observable<Source.Element>
  {
    SwitchProducer(source: asObservable(), transform: selector)
  }
}

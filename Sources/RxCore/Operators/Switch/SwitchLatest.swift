extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards the elements of the most recent inner sequence the source emitted, unsubscribing from the previous
  /// one each time a new one arrives.
  ///
  /// ```swift
  /// searchQueries.map { api.search($0) }.switchLatest()  // only the latest search's results
  /// ```
  /// The result completes when the source and the latest inner sequence have completed, and fails as soon as the
  /// source or the latest inner sequence fails.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    SwitchProducer(source: asObservable(), transform: { $0 })
  }
}

extension ObservableType {
  /// Maps each element to an infallible sequence and emits the elements of the latest one only, as an
  /// ``Infallible``.
  ///
  /// ```swift
  /// let results: Infallible<[Item]> = query.flatMapLatest { search($0).asInfallible(onErrorJustReturn: []) }
  /// ```
  /// Chosen over `Observable.flatMapLatest` when `selector` returns an ``Infallible``, as in RxSwift. The promise
  /// only holds for the inner sequences: an error of the source, or one thrown by `selector`, still ends the
  /// sequence, and an ``Infallible`` subscriber reports it through `Hooks.issueHandler` and drops it.
  /// - Parameter selector: Makes an infallible sequence from an element.
  /// - Returns: The switched sequence.
  public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source)
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMapLatest(selector))
  }
}

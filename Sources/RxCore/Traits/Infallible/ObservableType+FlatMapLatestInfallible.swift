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
  /// - Parameters:
  ///   - selector: Makes an infallible sequence from an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The switched sequence.
  public func flatMapLatest<Source: InfallibleType>(
    _ selector: @escaping (Element) throws -> Source,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapLatest(selector, isolation: isolation, file: file, line: line))
  }
}

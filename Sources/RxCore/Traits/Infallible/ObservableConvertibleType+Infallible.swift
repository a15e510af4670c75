extension ObservableConvertibleType {
  /// Converts to an ``Infallible``, replacing an error with one last element.
  ///
  /// ```swift
  /// api.count().asInfallible(onErrorJustReturn: 0)
  /// ```
  /// - Parameter element: The element sent instead of an error; the sequence then completes.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// Converts to an ``Infallible``, continuing with `infallible` after an error.
  /// - Parameter infallible: The sequence to continue with.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
    Infallible(asObservable().catch { _ in infallible.asObservable() })
  }

  /// Converts to an ``Infallible``, continuing with the sequence `onErrorRecover` makes from the error.
  /// - Parameter onErrorRecover: Makes the sequence to continue with.
  /// - Returns: The infallible sequence.
  public func asInfallible(onErrorRecover: @escaping (any Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
    Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}

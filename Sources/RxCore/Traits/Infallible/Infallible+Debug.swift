extension InfallibleType {
  /// Prints every event, the subscription and its disposal, as `Observable.debug` does.
  ///
  /// ```swift
  /// names.debug("names").subscribe(onNext: { _ in })
  /// ```
  /// - Parameters:
  ///   - identifier: The name printed on every line; by default the call site.
  ///   - trimOutput: Whether to shorten long event descriptions.
  ///   - file: The call site's file, for the default identifier.
  ///   - line: The call site's line, for the default identifier.
  ///   - function: The call site's function, for the default identifier.
  /// - Returns: The same sequence, with its events printed.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> Infallible<Element> {
    Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension InfallibleType where Element: Sendable {
  /// The sequence's elements as an `AsyncStream`, for `for await`.
  ///
  /// ```swift
  /// for await name in names.values {
  ///   print(name)
  /// }
  /// ```
  /// Every access subscribes anew. The stream finishes when the sequence completes. Cancelling the consuming task,
  /// or leaving the loop, ends the stream and disposes the subscription. Elements are buffered without limit.
  public var values: AsyncStream<Element> {
    makeNonThrowingStream(asObservable())
  }
}

extension SharedSequence where Element: Sendable {
  /// The driver's or signal's elements as an `AsyncStream`, for `for await`.
  ///
  /// ```swift
  /// for await isEnabled in viewModel.isSubmitEnabled.values {
  ///   button.isEnabled = isEnabled
  /// }
  /// ```
  /// Every access subscribes anew (to the shared subscription). The stream finishes when the sequence completes.
  /// Cancelling the consuming task, or leaving the loop, ends the stream and disposes the subscription.
  public var values: AsyncStream<Element> {
    makeNonThrowingStream(asObservable())
  }
}

/// Bridges a sequence that cannot fail to an `AsyncStream`; an error that arrives anyway ends the stream and is
/// reported through `Hooks.issueHandler`.
private func makeNonThrowingStream<Element: Sendable>(_ source: Observable<Element>) -> AsyncStream<Element> {
  AsyncStream { continuation in
    let subscription = SingleAssignmentDisposable()
    continuation.onTermination = { termination in
      if case .cancelled = termination { subscription.dispose() }
    }
    subscription.setDisposable(
      source.subscribe { event in
        switch event {
        case .next(let element):
          continuation.yield(element)
        case .error(let error):
          Hooks.report(.unhandledError, "A sequence that cannot fail sent \(error) to its `values` stream.")
          continuation.finish()
        case .completed:
          continuation.finish()
        }
      })
  }
}

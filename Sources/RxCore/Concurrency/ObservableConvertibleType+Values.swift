extension ObservableConvertibleType where Element: Sendable {
  /// The sequence's elements as an `AsyncThrowingStream`, for `for try await`.
  ///
  /// ```swift
  /// for try await value in observable.values {
  ///   print(value)
  /// }
  /// ```
  /// Every access subscribes anew. The stream finishes when the sequence completes and throws its error when it
  /// fails. Cancelling the consuming task, or leaving the loop (`break`, `return`, a thrown error), ends the
  /// stream and disposes the subscription. Elements are buffered without limit until consumed, as in RxSwift.
  /// The element must be `Sendable`: it crosses from the thread that sends it to the consuming task.
  public var values: AsyncThrowingStream<Element, any Swift.Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { termination in
        if case .cancelled = termination { subscription.dispose() }
      }
      subscription.setDisposable(
        source.subscribe { event in
          switch event {
          case .next(let element): continuation.yield(element)
          case .error(let error): continuation.finish(throwing: error)
          case .completed: continuation.finish()
          }
        })
    }
  }
}

extension ObservableConvertibleType where Element: Sendable {
  /// The sequence's elements as an `AsyncThrowingStream`, for `for try await`.
  ///
  /// ```swift
  /// for try await value in observable.values {
  ///   print(value)
  /// }
  /// ```
  /// Every access subscribes anew. The stream finishes when the sequence completes and throws its error when it
  /// fails. Cancelling the consuming task (before or during the loop) disposes the subscription and makes the
  /// loop throw `CancellationError`, as in RxSwift; leaving the loop (`break`, `return`, a thrown error) disposes
  /// it too. Elements are buffered without limit until consumed, as in RxSwift.
  /// The element must be `Sendable`: it crosses from the thread that sends it to the consuming task.
  public var values: AsyncThrowingStream<Element, any Swift.Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { termination in
        guard case .cancelled = termination else { return }
        subscription.dispose()
        // The consumer was cancelled while the sequence was still running: like RxSwift, end with
        // `CancellationError` rather than as if it had completed (this runs before the stream finishes itself).
        continuation.finish(throwing: CancellationError())
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

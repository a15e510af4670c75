extension ObservableType {
  /// Subscribes to the source again every time it fails, until it completes.
  ///
  /// ```swift
  /// request.retry()
  /// ```
  /// **This can produce an infinite sequence** if the source keeps failing. Resubscribing does not grow the stack,
  /// even for a source that fails as soon as it is subscribed to.
  /// - Returns: An observable of the elements of every attempt, which completes when an attempt completes.
  public func retry() -> Observable<Element> {
    CatchSequence(sources: Swift.repeatElement(asObservable(), count: Int.max))
  }

  /// Subscribes to the source up to `maxAttemptCount` times in all, again after each failure, until it completes.
  ///
  /// ```swift
  /// request.retry(3)  // the first attempt and at most two more
  /// ```
  /// To retry once after an error, use `retry(2)`. When the last attempt fails, the result fails with its error.
  /// As in RxSwift, `retry(0)` completes at once without subscribing. A negative count (a programming error that
  /// stops RxSwift) fails at once with `RxError.argumentOutOfRange`.
  /// - Parameter maxAttemptCount: The maximum number of subscriptions to the source.
  /// - Returns: An observable of the elements of every attempt.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    if maxAttemptCount < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
  }
}

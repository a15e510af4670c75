extension AsyncSequence where Self: Sendable {
  /// The async sequence as an `Observable`.
  ///
  /// ```swift
  /// let lines = fileHandle.bytes.lines.asObservable()
  /// ```
  /// Each subscription starts a `Task` that iterates the sequence and sends its elements, on the task's thread.
  /// The observable completes when the iteration ends (or throws `CancellationError`) and fails with any other
  /// error. Disposing the subscription cancels the task. The sequence must be `Sendable`, as it moves into the
  /// task (RxSwift does not check this).
  /// - Returns: The observable.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in
      let task = Task {
        do {
          for try await element in self {
            observer.onNext(element)
          }
          observer.onCompleted()
        } catch is CancellationError {
          observer.onCompleted()
        } catch {
          observer.onError(error)
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}

extension AsyncSequence where Self: Sendable {
  /// The async sequence as an ``Observable``.
  ///
  /// ```swift
  /// let lines = fileHandle.bytes.lines.asObservable()
  /// ```
  /// Each subscription starts a detached `Task` (so iterating never runs on the subscriber's actor, as in
  /// RxSwift) that iterates the sequence and sends its elements, on the task's thread; use `observe(on:)` to
  /// choose where they arrive. The observable completes when the iteration ends (or throws `CancellationError`)
  /// and fails with any other error. Disposing the subscription cancels the task. The sequence must be
  /// `Sendable`, as it moves into the task (RxSwift does not check this).
  /// - Parameter priority: The priority of the iterating task (`nil`: the default).
  /// - Returns: The observable.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Observable.create { observer in
      let task = Task.detached(priority: priority) {
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

/// How a blocked-on sequence ended, with the elements it emitted: the result of `BlockingObservable.materialize()`.
///
/// ```swift
/// switch Observable.of(1, 2).toBlocking().materialize() {
/// case .completed(let elements): print(elements)                 // [1, 2]
/// case .failed(let elements, let error): print(elements, error)
/// }
/// ```
public enum MaterializedSequenceResult<T> {
  /// The sequence completed after emitting `elements`.
  case completed(elements: [T])
  /// The sequence failed with `error` (or the wait timed out with `RxError.timeout`) after emitting `elements`.
  case failed(elements: [T], error: any Swift.Error)
}

extension MaterializedSequenceResult: Sendable where T: Sendable {}

import Foundation

extension ObservableConvertibleType {
  /// The sequence with blocking operators, for tests and scripts, as RxBlocking's `toBlocking`.
  ///
  /// ```swift
  /// let all = try Observable.of(1, 2, 3).toBlocking().toArray()  // [1, 2, 3]
  /// let first = try api.user(id).asObservable().toBlocking(timeout: 2).first()
  /// ```
  /// RxSwift keeps this in the separate RxBlocking module; RxCore has it built in, so a script or command-line
  /// tool needs no test library to use it.
  /// - Parameter timeout: The longest time, in seconds, an operator may block before throwing `RxError.timeout`;
  ///   `nil` (the default) waits for as long as it takes.
  /// - Returns: The blocking view of the sequence.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}

/// An observable with blocking operators (`first()`, `toArray()`, `materialize()`...), made by `toBlocking()`.
///
/// Each operator subscribes, blocks the calling thread until it has its answer, then disposes the subscription.
/// Called on the main thread, it keeps running the main run loop while it waits, so a sequence that delivers on
/// the main queue (for example through `observe(on: MainScheduler.instance)`) still arrives instead of
/// deadlocking. Called on another thread, it simply waits; a sequence that can only deliver on that same thread
/// (a serial queue the caller is running on) would never arrive, and only the timeout ends the wait.
public struct BlockingObservable<Element> {
  let timeout: TimeInterval?
  let source: Observable<Element>
}

extension BlockingObservable: Sendable {}

import Foundation

extension BlockingObservable {
  /// Blocks until the sequence completes and returns all its elements.
  /// - Returns: The elements.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func toArray() throws -> [Element] {
    try elementsOrThrow(materializeResult())
  }

  /// Blocks until the first element arrives (then disposes the subscription) or the sequence completes.
  /// - Returns: The first element, or `nil` for an empty sequence.
  /// - Throws: The sequence's error if it fails first, or `RxError.timeout`.
  public func first() throws -> Element? {
    try elementsOrThrow(materializeResult(limit: 1)).first
  }

  /// Blocks until the sequence completes and returns its last element.
  /// - Returns: The last element, or `nil` for an empty sequence.
  /// - Throws: The sequence's error, or `RxError.timeout`.
  public func last() throws -> Element? {
    try elementsOrThrow(materializeResult()).last
  }

  /// Blocks until the sequence completes and returns its only element.
  /// - Returns: The element.
  /// - Throws: `RxError.noElements` for an empty sequence, `RxError.moreThanOneElement` as soon as a second
  ///   element arrives, the sequence's error, or `RxError.timeout`.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// Blocks until the sequence completes and returns its only element that satisfies `predicate`.
  /// - Parameter predicate: Selects the element; an error it throws is rethrown.
  /// - Returns: The element.
  /// - Throws: `RxError.noElements` when no element matches, `RxError.moreThanOneElement` as soon as a second
  ///   one matches, the sequence's or the predicate's error, or `RxError.timeout`.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let elements = try elementsOrThrow(materializeResult(limit: 2, predicate: predicate))
    if elements.count > 1 { throw RxError.moreThanOneElement }
    guard let element = elements.first else { throw RxError.noElements }
    return element
  }

  /// Blocks until the sequence ends and returns how it ended, with every element it emitted.
  /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` for an error or a timeout
  ///   (`RxError.timeout`).
  public func materialize() -> MaterializedSequenceResult<Element> {
    materializeResult()
  }

  private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
    switch result {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }

  private func materializeResult(
    limit: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
  ) -> MaterializedSequenceResult<Element> {
    let run = BlockingRun<Element>(limit: limit, predicate: predicate)
    let finished = run.wait(for: source, timeout: timeout)
    return run.finish(timedOut: !finished)
  }
}

/// Subscribes a blocking operator to its source and collects the answer; the shell around `BlockingRecording`.
///
/// `@unchecked Sendable` because it holds the user's elements and predicate: the recording is only touched under
/// `lock`, the predicate only runs on the thread delivering the (serialized) events, and the elements go back to
/// the thread that called the blocking operator only after the subscription has stopped delivering to it.
private final class BlockingRun<Element>: @unchecked Sendable {
  private let lock = RxLock()
  private var recording: BlockingRecording<Element>
  private let predicate: (Element) throws -> Bool
  private let waiting = ThreadWait()
  private let subscription = SingleAssignmentDisposable()

  init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
    recording = BlockingRecording(limit: limit)
    self.predicate = predicate
  }

  /// Subscribes and blocks until the answer is known or `timeout` passes.
  /// - Returns: Whether the answer is known (`false` on timeout).
  func wait(for source: Observable<Element>, timeout: TimeInterval?) -> Bool {
    subscription.setDisposable(source.subscribe { [self] event in on(event) })
    return waiting.wait(timeout: timeout)
  }

  /// Disposes the subscription and returns the answer.
  func finish(timedOut: Bool) -> MaterializedSequenceResult<Element> {
    subscription.dispose()
    return lock.withLock { _ in
      if timedOut { recording.stop(with: RxError.timeout) }
      return recording.result
    }
  }

  private func on(_ event: Event<Element>) {
    let decision: BlockingRecording<Element>.Decision
    switch event {
    case .next(let element):
      // Once the answer is known (a second match, a predicate error) later elements are not looked at: a source
      // that keeps sending while it is being disposed does not run the predicate again.
      if lock.withLock({ _ in recording.isStopped }) { return }
      do {
        let isKept = try predicate(element)
        decision = lock.withLock { _ in recording.element(element, isKept: isKept) }
      } catch {
        lock.withLock { _ in recording.stop(with: error) }
        decision = .stop
      }
    case .error(let error):
      lock.withLock { _ in recording.stop(with: error) }
      decision = .stop
    case .completed:
      lock.withLock { _ in recording.stop(with: nil) }
      decision = .stop
    }
    if case .stop = decision {
      subscription.dispose()
      waiting.finish()
    }
  }
}

/// The pure state of one blocking operator: which elements it kept and whether it has its answer.
struct BlockingRecording<Element> {
  /// What to do after an event.
  enum Decision {
    /// Keep waiting for more events.
    case keepWaiting
    /// The answer is known: stop the subscription and wake the waiting thread.
    case stop
  }

  /// The most elements to keep before stopping, or `nil` to wait for the end of the sequence.
  let limit: Int?
  private(set) var elements: [Element] = []
  private(set) var error: (any Swift.Error)?
  private(set) var isStopped = false

  init(limit: Int?) {
    self.limit = limit
  }

  /// Records an element the predicate accepted (or rejected).
  mutating func element(_ element: Element, isKept: Bool) -> Decision {
    guard !isStopped else { return .stop }
    if isKept { elements.append(element) }
    if let limit, elements.count >= limit {
      isStopped = true
      return .stop
    }
    return .keepWaiting
  }

  /// Records the end of the sequence, or the error that ends the wait (a source error, a predicate error, or the
  /// timeout). Only the first end counts.
  mutating func stop(with error: (any Swift.Error)?) {
    guard !isStopped else { return }
    isStopped = true
    self.error = error
  }

  /// The outcome so far.
  var result: MaterializedSequenceResult<Element> {
    if let error { return .failed(elements: elements, error: error) }
    return .completed(elements: elements)
  }
}

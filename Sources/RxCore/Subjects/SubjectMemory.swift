/// What a subject remembers of the elements it received, for late subscribers (``ReplaySubject``'s buffer,
/// ``AsyncSubject``'s last element). A pure value kept under the subject's lock. A ``BehaviorSubject`` keeps its
/// current value itself, through `CurrentValueAccess`, because it always has one.
@usableFromInline
struct SubjectMemory<Element> {
  /// Which subject this memory belongs to.
  @usableFromInline
  enum Kind {
    /// ``PublishSubject``: remembers nothing.
    case publish
    /// ``BehaviorSubject``: the current value, sent to each new subscriber (kept by the subject).
    case behavior(CurrentValueAccess<Element>)
    /// ``ReplaySubject``: the latest elements, up to the buffer's capacity.
    case replay
    /// ``AsyncSubject``: the last element, sent only on completion.
    case async
  }

  @usableFromInline let kind: Kind
  /// The last element (`async`).
  @usableFromInline var latest: Element?
  /// The replayed elements (`replay`).
  @usableFromInline var buffer: ReplayBuffer<Element>

  @inlinable
  init(kind: Kind, replayCapacity: Int = 0) {
    self.kind = kind
    self.latest = nil
    self.buffer = ReplayBuffer(capacity: replayCapacity)
  }

  /// Records an element of `subject` before it is broadcast.
  /// - Returns: Whether to broadcast it, and the element it replaced (to be released after the lock).
  @inlinable
  mutating func record(_ element: Element, of subject: SubjectBase<Element>) -> (broadcast: Bool, replaced: Element?) {
    switch kind {
    case .publish:
      return (true, nil)
    case .behavior(let access):
      return (true, access.exchange(subject, element))
    case .async:
      return (false, replaceLatest(&latest, with: element))
    case .replay:
      return (true, buffer.append(element))
    }
  }

  /// The element to send just before `stop` (``AsyncSubject``'s last element on completion).
  @inlinable
  func elementBeforeStop(_ stop: Event<Element>) -> Element? {
    guard case .async = kind, stop.isCompleted else { return nil }
    return latest
  }

  /// What a new subscriber of `subject` receives first; `stop` is the subject's stop event, if it has stopped (the
  /// caller sends it afterwards).
  @inlinable
  func replayEvents(of subject: SubjectBase<Element>, stop: Event<Element>?) -> [Event<Element>] {
    switch kind {
    case .publish:
      return []
    case .behavior(let access):
      guard stop == nil else { return [] }
      return [.next(access.exchange(subject, nil))]
    case .async:
      guard let stop, stop.isCompleted, let latest else { return [] }
      return [.next(latest)]
    case .replay:
      return buffer.elements.map { .next($0) }
    }
  }

  /// Forgets stored elements on `dispose()` (a ``BehaviorSubject`` keeps its value, as RxSwift's does).
  /// - Returns: What was forgotten, to be released after the lock.
  @inlinable
  mutating func clear() -> (Element?, ReplayBuffer<Element>) {
    var forgottenLatest: Element?
    swap(&forgottenLatest, &latest)
    var forgottenBuffer = ReplayBuffer<Element>(capacity: buffer.capacity)
    swap(&forgottenBuffer, &buffer)
    return (forgottenLatest, forgottenBuffer)
  }
}

/// How ``SubjectBase`` reaches a ``BehaviorSubject``'s current value: `exchange(subject, new)` stores `new` (unless it
/// is `nil`) and returns the previous value. Made by ``BehaviorSubject``'s `@inlinable` initializer, so it is
/// specialized, and only ever called with the subject that made it.
@usableFromInline
struct CurrentValueAccess<Element> {
  @usableFromInline let exchange: (SubjectBase<Element>, Element?) -> Element

  @inlinable
  init(exchange: @escaping (SubjectBase<Element>, Element?) -> Element) {
    self.exchange = exchange
  }
}

/// The latest elements up to a capacity, oldest first: a ring buffer once full, so recording an element never
/// allocates after the buffer has filled up.
@usableFromInline
struct ReplayBuffer<Element> {
  @usableFromInline let capacity: Int
  /// The element of a buffer of one (`share(replay: 1)`, `Driver`): kept inline, no array to allocate.
  @usableFromInline var single: Element?
  @usableFromInline var storage: ContiguousArray<Element>
  /// The index of the oldest element once the buffer is full.
  @usableFromInline var start: Int

  @inlinable
  init(capacity: Int) {
    self.capacity = max(0, capacity)
    self.single = nil
    self.storage = []
    self.start = 0
  }

  /// Appends `element`, dropping the oldest one when full.
  /// - Returns: The dropped element, to be released after the lock.
  @inlinable
  mutating func append(_ element: Element) -> Element? {
    if capacity == 1 { return replaceLatest(&single, with: element) }
    guard capacity > 0 else { return nil }
    guard storage.count == capacity else {
      storage.append(element)
      return nil
    }
    var dropped = element
    swap(&dropped, &storage[start])
    start = start + 1 == capacity ? 0 : start + 1
    return dropped
  }

  /// The elements, oldest first.
  @inlinable
  var elements: [Element] {
    if capacity == 1 { return single.map { [$0] } ?? [] }
    guard start > 0 else { return Array(storage) }
    return Array(storage[start...]) + Array(storage[..<start])
  }
}

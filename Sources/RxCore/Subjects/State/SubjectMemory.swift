/// What a subject remembers of the elements it received, one case per kind of subject: a pure value kept under the
/// subject's lock, whose transitions return what the subject must release or send.
@usableFromInline
enum SubjectMemory<Element> {
  /// ``PublishSubject``: remembers nothing.
  case nothing
  /// ``BehaviorSubject``: the current value, sent to each new subscriber.
  case current(Element)
  /// ``ReplaySubject``: the latest elements, up to the buffer's capacity.
  case latest(ReplayBuffer<Element>)
  /// ``AsyncSubject``: the last element, sent only on completion.
  case last(Element?)

  /// What recording an element decided.
  @usableFromInline
  struct Recorded {
    /// Whether the element is broadcast now (an ``AsyncSubject`` keeps it for its completion).
    @usableFromInline let broadcast: Bool
    /// The element the memory let go of, to be released after the lock (its `deinit` may run user code).
    @usableFromInline let replaced: Element?

    @inlinable
    init(broadcast: Bool, replaced: Element?) {
      self.broadcast = broadcast
      self.replaced = replaced
    }
  }

  /// Records an element before it is broadcast.
  @inlinable @inline(__always)
  mutating func record(_ element: Element) -> Recorded {
    switch self {
    case .nothing:
      return Recorded(broadcast: true, replaced: nil)
    case .current(let previous):
      self = .current(element)
      return Recorded(broadcast: true, replaced: previous)
    case .last(let previous):
      self = .last(element)
      return Recorded(broadcast: false, replaced: previous)
    case .latest(var buffer):
      // Drop the enum's reference first, so the buffer's storage is not copied when it changes.
      self = .nothing
      let dropped = buffer.append(element)
      self = .latest(buffer)
      return Recorded(broadcast: true, replaced: dropped)
    }
  }

  /// The element to send just before `stop` (``AsyncSubject``'s last element on completion).
  @inlinable
  func element(before stop: Event<Element>) -> Element? {
    guard case .last(let element) = self, stop.isCompleted else { return nil }
    return element
  }

  /// What a new subscriber receives first; `stop` is the subject's stop event, if it has stopped (the caller sends
  /// it afterwards).
  @inlinable
  func replay(before stop: Event<Element>?) -> [Event<Element>] {
    switch self {
    case .nothing:
      return []
    case .current(let value):
      return stop == nil ? [.next(value)] : []
    case .last(let element):
      guard let stop, stop.isCompleted, let element else { return [] }
      return [.next(element)]
    case .latest(let buffer):
      return buffer.elements.map { .next($0) }
    }
  }

  /// Forgets the stored elements on `dispose()` (a ``BehaviorSubject`` keeps its value, as RxSwift's does).
  /// - Returns: What was forgotten, to be released after the lock.
  @inlinable
  mutating func forget() -> SubjectMemory<Element> {
    switch self {
    case .nothing, .current:
      return .nothing
    case .latest(let buffer):
      self = .latest(ReplayBuffer(capacity: buffer.capacity))
      return .latest(buffer)
    case .last(let element):
      self = .last(nil)
      return .last(element)
    }
  }
}

/// A subject that replays the latest elements (up to a buffer size) to each new subscriber.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  private let bufferSize: Int
  private var buffer: [Element] = []
  private var head = 0

  private init(bufferSize: Int) {
    self.bufferSize = bufferSize
  }

  /// Makes a subject that replays at most `bufferSize` elements.
  /// - Parameter bufferSize: The replay buffer size (0 replays nothing).
  /// - Returns: The subject.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: max(0, bufferSize))
  }

  /// Makes a subject that replays every element.
  /// - Returns: The subject.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: Int.max)
  }

  /// The subject as an observer.
  public func asObserver() -> ReplaySubject<Element> { self }

  override func record(_ element: Element) -> Bool {
    guard bufferSize > 0 else { return true }
    buffer.append(element)
    if buffer.count - head > bufferSize { head += 1 }
    if head > 32 && head * 2 > buffer.count {
      buffer.removeFirst(head)
      head = 0
    }
    return true
  }

  override func replayEvents(stopped: Bool) -> [Event<Element>] {
    buffer[head...].map { .next($0) }
  }

  override func clearStoredValues() {
    buffer = []
    head = 0
  }
}

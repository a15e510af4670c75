/// The floor of a shared stage (`share(replay: 1)`, every `Driver` operator): keeps the latest value and calls
/// every observer with each new one.
final class ClosureShare<Element> {
  private(set) var latest: Element?
  private var observers: [(Element) -> Void] = []

  /// Adds an observer; it receives the latest value at once, if there is one.
  func subscribe(_ observer: @escaping (Element) -> Void) {
    observers.append(observer)
    if let latest { observer(latest) }
  }

  /// Stores `element` and calls every observer with it.
  func send(_ element: Element) {
    latest = element
    for observer in observers { observer(element) }
  }
}

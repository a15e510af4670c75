/// What an ``Infallible`` delivers: an element or completion.
public enum InfallibleEvent<Element> {
  /// The next element.
  case next(Element)
  /// The sequence completed.
  case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: EventConvertible {
  /// The same event as an ``Event``.
  public var event: Event<Element> {
    switch self {
    case .next(let element): return .next(element)
    case .completed: return .completed
    }
  }
}

/// One notification of an observable sequence: an element, an error or completion.
///
/// Every sequence obeys the grammar `next* (error | completed)?`: any number of elements, then at most one stop event.
public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence stopped with an error.
  case error(any Swift.Error)
  /// The sequence completed successfully.
  case completed
}

extension Event {
  /// The element, if this is a `.next` event.
  @inlinable public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error, if this is an `.error` event.
  @inlinable public var error: (any Swift.Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `.completed`.
  @inlinable public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Whether this event stops the sequence (`.error` or `.completed`).
  @inlinable public var isStopEvent: Bool {
    switch self {
    case .next: return false
    case .error, .completed: return true
    }
  }

  /// Transforms the element of a `.next` event; an error thrown by `transform` becomes an `.error` event.
  /// - Parameter transform: The function applied to the element.
  /// - Returns: The transformed event.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    do {
      switch self {
      case .next(let element): return .next(try transform(element))
      case .error(let error): return .error(error)
      case .completed: return .completed
      }
    } catch {
      return .error(error)
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// A description such as `next(1)`, `error(...)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let value): return "next(\(value))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

extension Event: Sendable where Element: Sendable {}

/// A type that can be turned into an ``Event`` (used by `dematerialize`).
public protocol EventConvertible {
  /// The element type of the event.
  associatedtype Element
  /// The event this value represents.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  public var event: Event<Element> { self }
}

extension Event: Equatable where Element: Equatable {
  /// Two events are equal when they are the same case with equal elements; errors are equal when they have the
  /// same type and the same description (RxTest compares errors the same way on Linux).
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): return left == right
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

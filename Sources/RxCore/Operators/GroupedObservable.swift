/// The elements of one group made by `groupBy(keySelector:)`, with the key they share.
///
/// ```swift
/// words.groupBy { $0.first }
///   .flatMap { group in group.map { "\(group.key): \($0)" } }
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key every element of the group has.
  public let key: Key

  private let source: Observable<Element>

  /// Makes a group from its key and its elements.
  /// - Parameters:
  ///   - key: The key of the group.
  ///   - source: The elements of the group.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes to the group's elements.
  /// - Parameter observer: Receives the elements.
  /// - Returns: The subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's elements as a plain observable.
  /// - Returns: The group's sequence.
  public func asObservable() -> Observable<Element> {
    source
  }
}

extension GroupedObservable: Sendable where Key: Sendable {}

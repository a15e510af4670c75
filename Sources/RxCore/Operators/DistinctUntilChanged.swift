extension ObservableType where Element: Equatable {
  /// Drops elements equal (`==`) to the element emitted just before them.
  ///
  /// ```swift
  /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // 1, 2, 1
  /// ```
  /// - Returns: An observable without consecutive duplicates.
  public func distinctUntilChanged() -> Observable<Element> {
    DistinctUntilChangedEquatable(source: asObservable())
  }
}

extension ObservableType {
  /// Drops elements whose key equals the key of the element emitted just before them.
  ///
  /// ```swift
  /// Observable.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }  // "a", "b"
  /// ```
  /// An error thrown by `keySelector` is sent as `.error` and ends the subscription.
  /// - Parameter keySelector: Computes the key compared for each element.
  /// - Returns: An observable without consecutive elements with equal keys.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops elements that `comparer` finds equal to the element emitted just before them.
  ///
  /// An error thrown by `comparer` is sent as `.error` and ends the subscription.
  /// - Parameter comparer: Returns whether two elements are equal.
  /// - Returns: An observable without consecutive equal elements.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops elements whose key `comparer` finds equal to the key of the element emitted just before them.
  ///
  /// An error thrown by `keySelector` or `comparer` is sent as `.error` and ends the subscription.
  /// - Parameters:
  ///   - keySelector: Computes the key compared for each element.
  ///   - comparer: Returns whether two keys are equal.
  /// - Returns: An observable without consecutive elements with equal keys.
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
  ) -> Observable<Element> {
    DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
  }

  /// Drops elements whose value at `keyPath` equals that of the element emitted just before them.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.name)
  /// ```
  /// - Parameter keyPath: The property compared.
  /// - Returns: An observable without consecutive elements with equal values at `keyPath`.
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }
}

private final class DistinctUntilChangedEquatableSink<Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element: Equatable {
  typealias Element = Observer.Element

  private var last: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if let last, last == element { return }
      last = element
      forwardOn(event)
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class DistinctUntilChangedEquatable<Element: Equatable>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = DistinctUntilChangedEquatableSink(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let selector: (Element) throws -> Key
  private let comparer: (Key, Key) throws -> Bool
  private var currentKey: Key?

  init(
    selector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, observer: Observer,
    cancel: any Cancelable
  ) {
    self.selector = selector
    self.comparer = comparer
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      do {
        let key = try selector(element)
        if let currentKey, try comparer(currentKey, key) { return }
        currentKey = key
        forwardOn(event)
      } catch {
        forwardStop(.error(error))
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class DistinctUntilChanged<Element, Key>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let selector: (Element) throws -> Key
  private let comparer: (Key, Key) throws -> Bool

  init(
    source: Observable<Element>, selector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) {
    self.source = source
    self.selector = selector
    self.comparer = comparer
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = DistinctUntilChangedSink(selector: selector, comparer: comparer, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

extension ObservableType where Element: Equatable {
  /// Drops elements equal (`==`) to the element emitted just before them.
  ///
  /// ```swift
  /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // 1, 2, 1
  /// ```
  /// - Returns: An observable without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    DistinctUntilChangedEquatableProducer(source: asObservable())
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
  @inlinable
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
  @inlinable
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
  @inlinable
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
  ) -> Observable<Element> {
    DistinctUntilChangedProducer(source: asObservable(), selector: keySelector, comparer: comparer)
  }

  /// Drops elements whose value at `keyPath` equals that of the element emitted just before them.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.name)
  /// ```
  /// - Parameter keyPath: The property compared.
  /// - Returns: An observable without consecutive elements with equal values at `keyPath`.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
    -> Observable<Element>
  {
    distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }
}

@usableFromInline
final class DistinctUntilChangedEquatableSink<Element: Equatable>: Sink<Element>,
  ObserverType
{
  @usableFromInline @exclusivity(unchecked) var last: Element?

  @inlinable
  override init(observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.last = nil
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
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

@usableFromInline
final class DistinctUntilChangedEquatableProducer<Element: Equatable>: Producer<Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<Element>

  @inlinable
  init(source: Observable<Element>) {
    self.source = source
    super.init(running: DistinctUntilChangedEquatableProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DistinctUntilChangedEquatableSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, ObserverType {
  @usableFromInline let selector: (Element) throws -> Key
  @usableFromInline let comparer: (Key, Key) throws -> Bool
  @usableFromInline @exclusivity(unchecked) var currentKey: Key?

  @inlinable
  init(
    selector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool,
    observer: AnyObserver<Element>, disposer: SinkDisposer?
  ) {
    self.selector = selector
    self.comparer = comparer
    self.currentKey = nil
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
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

@usableFromInline
final class DistinctUntilChangedProducer<Element, Key>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let selector: (Element) throws -> Key
  @usableFromInline let comparer: (Key, Key) throws -> Bool

  @inlinable
  init(
    source: Observable<Element>, selector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) {
    self.source = source
    self.selector = selector
    self.comparer = comparer
    super.init(running: DistinctUntilChangedProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DistinctUntilChangedSink(
      selector: selector, comparer: comparer, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

extension ObservableType {
  /// Emits only the elements for which `predicate` returns `true`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription.
  /// - Parameter predicate: The test applied to each element.
  /// - Returns: An observable of the elements that pass the test.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    FilterProducer(source: asObservable(), predicate: predicate)
  }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline let predicate: (Element) throws -> Bool

  @inlinable
  init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.predicate = predicate
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      do {
        if try predicate(element) {
          forwardOn(event)
        }
      } catch {
        forwardStop(.error(error))
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

@usableFromInline
final class FilterProducer<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let predicate: (Element) throws -> Bool

  @inlinable
  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
    super.init(running: FilterProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = FilterSink(predicate: predicate, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

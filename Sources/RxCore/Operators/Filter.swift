extension ObservableType {
  /// Emits only the elements for which `predicate` returns `true`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }  // 2, 4
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription.
  /// - Parameter predicate: The test applied to each element.
  /// - Returns: An observable of the elements that pass the test.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Filter(source: asObservable(), predicate: predicate)
  }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let predicate: (Element) throws -> Bool

  init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: any Cancelable) {
    self.predicate = predicate
    super.init(observer: observer, cancel: cancel)
  }

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

private final class Filter<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

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
final class FilterSink<Element>: UpstreamHoldingSink<AnyObserver<Element>>, ObserverType {
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
final class FilterProducer<Element>: UpstreamHoldingProducer<Element>, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let predicate: (Element) throws -> Bool
  @usableFromInline let runFunction: (FilterProducer<Element>, AnyObserver<Element>, SinkDisposer?) -> HoldingParts

  @inlinable
  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
    self.runFunction = { producer, observer, disposer in
      let sink = FilterSink(predicate: producer.predicate, observer: observer, disposer: disposer)
      return (sink, producer.source.subscribe(fromSink: AnyObserver(sink)))
    }
    super.init()
  }

  @usableFromInline
  override func run(holding observer: AnyObserver<Element>, disposer: SinkDisposer?) -> HoldingParts {
    runFunction(self, observer, disposer)
  }
}

extension ObservableType {
  /// Drops the first `count` elements and emits the rest.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).skip(2)  // 3
  /// ```
  /// A `count` of zero or less drops nothing.
  /// - Parameter count: How many elements to drop.
  /// - Returns: An observable of the elements after the first `count`.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    SkipCountProducer(source: asObservable(), count: count)
  }
}

@usableFromInline
final class SkipCountSink<Element>: Sink<AnyObserver<Element>>, ObserverType {
  @usableFromInline @exclusivity(unchecked) var remaining: Int

  @inlinable
  init(count: Int, observer: AnyObserver<Element>, cancel: any Cancelable) {
    self.remaining = count
    super.init(observer: observer, cancel: cancel)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if remaining <= 0 {
        forwardOn(event)
      } else {
        remaining -= 1
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

@usableFromInline
final class SkipCountProducer<Element>: Producer<Element>, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let count: Int
  @usableFromInline let runFunction: (SkipCountProducer<Element>, AnyObserver<Element>, any Cancelable) -> Parts

  @inlinable
  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
    self.runFunction = { producer, observer, cancel in
      let sink = SkipCountSink(count: producer.count, observer: observer, cancel: cancel)
      return (sink, producer.source.subscribe(sink))
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Element>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

extension ObservableType {
  /// Emits `elements` first, then the elements of the source.
  ///
  /// ```swift
  /// Observable.of(3, 4).startWith(1, 2)  // 1, 2, 3, 4
  /// ```
  /// The prefix is emitted synchronously when subscribing, before the source is subscribed to.
  /// - Parameter elements: The elements to emit first.
  /// - Returns: An observable that starts with `elements`.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    StartWithProducer(source: asObservable(), elements: elements)
  }
}

@usableFromInline
final class StartWithProducer<Element>: Producer<Element>, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let elements: [Element]
  @usableFromInline let runFunction: (StartWithProducer<Element>, AnyObserver<Element>, any Cancelable) -> Parts

  @inlinable
  init(source: Observable<Element>, elements: [Element]) {
    self.source = source
    self.elements = elements
    self.runFunction = { producer, observer, _ in
      for element in producer.elements {
        observer.on(.next(element))
      }
      return (Disposables.create(), producer.source.subscribe(observer))
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Element>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

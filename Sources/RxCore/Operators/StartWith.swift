extension ObservableType {
  /// Emits `elements` first, then the elements of the source.
  ///
  /// ```swift
  /// Observable.of(3, 4).startWith(1, 2)  // 1, 2, 3, 4
  /// ```
  /// The prefix is emitted synchronously when subscribing, before the source is subscribed to.
  /// - Parameter elements: The elements to emit first.
  /// - Returns: An observable that starts with `elements`.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    StartWith(source: asObservable(), elements: elements)
  }
}

private final class StartWith<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let elements: [Element]

  init(source: Observable<Element>, elements: [Element]) {
    self.source = source
    self.elements = elements
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    for element in elements {
      observer.on(.next(element))
    }
    return (Disposables.create(), source.subscribe(observer))
  }
}

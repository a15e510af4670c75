extension ObservableType {
  /// Emits one element and completes.
  /// - Parameter element: The element.
  /// - Returns: The observable.
  public static func just(_ element: Element) -> Observable<Element> {
    Just(element: element)
  }

  /// Emits one element on `scheduler` and completes.
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where to emit it.
  /// - Returns: The observable.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    Observable.from([element], scheduler: scheduler)
  }
}

private final class Just<Element>: Producer<Element>, @unchecked Sendable {
  private let element: Element

  init(element: Element) {
    self.element = element
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.on(.next(element))
    observer.on(.completed)
    return Disposables.create()
  }
}

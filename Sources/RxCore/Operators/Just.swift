extension ObservableType {
  /// Emits one element and completes.
  /// - Returns: The observable.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    JustProducer(element: element)
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

/// Sends its element and completes, synchronously, to each subscriber.
@usableFromInline
final class JustProducer<Element>: Observable<Element>, @unchecked Sendable {
  /// First, so the unspecialized `subscribe(erased:)` finds it at a fixed offset (a field after a generic one
  /// sits at an offset read from the metadata). Made by the `@inlinable` initializer: specialized code.
  @usableFromInline let emitFunction: (JustProducer<Element>, (Event<Element>) -> Void) -> Void
  @usableFromInline let element: Element

  @inlinable
  init(element: Element) {
    self.element = element
    self.emitFunction = { just, observer in
      observer(.next(just.element))
      observer(.completed)
    }
    super.init(emitsSynchronously: true)
  }

  @usableFromInline
  override func emitSynchronously(_ observer: (Event<Element>) -> Void) {
    emitFunction(self, observer)
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    emitFunction(self, observer.observer)
    return Disposables.create()
  }
}

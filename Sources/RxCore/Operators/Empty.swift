extension ObservableType {
  /// Completes at once without elements.
  /// - Returns: The observable.
  @inlinable
  public static func empty() -> Observable<Element> {
    StopProducer(event: .completed)
  }

  /// Fails at once with `error`.
  /// - Returns: The observable.
  @inlinable
  public static func error(_ error: any Swift.Error) -> Observable<Element> {
    StopProducer(event: .error(error))
  }

  /// Never emits anything.
  /// - Returns: The observable.
  @inlinable
  public static func never() -> Observable<Element> {
    NeverProducer()
  }
}

/// Sends its stop event, synchronously, to each subscriber.
@usableFromInline
final class StopProducer<Element>: Observable<Element>, @unchecked Sendable {
  /// First, so the unspecialized `subscribe(erased:)` finds it at a fixed offset (a field after a generic one
  /// sits at an offset read from the metadata).
  @usableFromInline let subscribeFunction: (StopProducer<Element>, AnyObserver<Element>) -> any Disposable
  @usableFromInline let event: Event<Element>

  @inlinable
  init(event: Event<Element>) {
    self.event = event
    self.subscribeFunction = { stop, observer in
      observer.on(stop.event)
      return Disposables.create()
    }
    super.init()
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    subscribeFunction(self, observer)
  }
}

/// Never sends anything.
@usableFromInline
final class NeverProducer<Element>: Observable<Element>, @unchecked Sendable {
  @inlinable
  override init() {
    super.init()
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Disposables.create()
  }
}

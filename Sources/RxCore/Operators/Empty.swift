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
  @usableFromInline let event: Event<Element>

  @inlinable
  init(event: Event<Element>) {
    self.event = event
    super.init(emitsSynchronously: true)
  }

  @usableFromInline
  override func emitSynchronously(_ observer: (Event<Element>) -> Void) {
    observer(event)
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    observer.on(event)
    return Disposables.create()
  }
}

/// Never sends anything.
@usableFromInline
final class NeverProducer<Element>: Observable<Element>, @unchecked Sendable {
  @inlinable
  init() {
    super.init(emitsSynchronously: true)
  }

  @usableFromInline
  override func emitSynchronously(_ observer: (Event<Element>) -> Void) {}

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Disposables.create()
  }
}

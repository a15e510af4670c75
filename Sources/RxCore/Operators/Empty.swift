extension ObservableType {
  /// Completes at once without elements.
  /// - Returns: The observable.
  public static func empty() -> Observable<Element> {
    StopImmediately(event: .completed)
  }

  /// Fails at once with `error`.
  /// - Parameter error: The error.
  /// - Returns: The observable.
  public static func error(_ error: any Swift.Error) -> Observable<Element> {
    StopImmediately(event: .error(error))
  }

  /// Never emits anything.
  /// - Returns: The observable.
  public static func never() -> Observable<Element> {
    Never()
  }
}

private final class StopImmediately<Element>: Producer<Element>, @unchecked Sendable {
  private let event: Event<Element>

  init(event: Event<Element>) {
    self.event = event
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    observer.on(event)
    return Disposables.create()
  }
}

private final class Never<Element>: Producer<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    Disposables.create()
  }
}

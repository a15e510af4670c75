extension ObservableType {
  /// Makes an observable from a subscribe function, as RxSwift's `Observable.create`.
  ///
  /// ```swift
  /// let numbers = Observable<Int>.create { observer in
  ///   observer.onNext(1)
  ///   observer.onCompleted()
  ///   return Disposables.create()
  /// }
  /// ```
  /// Events sent after a stop event, or after the subscription is disposed, are dropped; in DEBUG builds a stop
  /// rule violation is reported through `Hooks.issueHandler`.
  /// - Parameter subscribe: Called for every subscriber with an observer to send events to.
  /// - Returns: The observable.
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
    AnonymousObservable(subscribe)
  }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element
  private let grammar = GrammarGuard()

  func on(_ event: Event<Element>) {
    guard grammar.admit(event, source: "An Observable.create subscribe function") else { return }
    grammar.beginDelivery(event, source: "An Observable.create subscribe function")
    switch event {
    case .next:
      forwardOn(event)
    case .error, .completed:
      forwardStop(event)
    }
    grammar.endDelivery()
  }

  func run(_ parent: AnonymousObservable<Element>) -> any Disposable {
    parent.subscribeHandler(AnyObserver(self))
  }
}

private final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
  let subscribeHandler: (AnyObserver<Element>) -> any Disposable

  init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribeHandler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
    let subscription = sink.run(self)
    return (sink, subscription)
  }
}

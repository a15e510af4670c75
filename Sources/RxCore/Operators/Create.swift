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
  @inlinable
  public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
    AnonymousObservable(subscribe)
  }
}

@usableFromInline
final class AnonymousObservableSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline let grammar = GrammarGuard()

  @inlinable
  override init(observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    guard grammar.admit(event, source: "An Observable.create subscribe function") else { return }
    grammar.beginDelivery(event, source: "An Observable.create subscribe function")
    forward(event)
    grammar.endDelivery()
  }
}

@usableFromInline
final class AnonymousObservable<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> any Disposable

  @inlinable
  init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribeHandler
    super.init(running: AnonymousObservable.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = AnonymousObservableSink(observer: observer, disposer: disposer)
    let subscription = subscribeHandler(AnyObserver(sink))
    return (sink, subscription)
  }
}

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
  /// rule violation is reported through `Hooks.issueHandler`. In debug builds, a `subscribe` closure formed in
  /// main-actor code that is about to run off the main thread (a subscription made there, or moved there by
  /// `subscribe(on:)`) is reported too, once per subscription.
  /// - Parameters:
  ///   - subscribe: Called for every subscriber with an observer to send events to.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The observable.
  @inlinable
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    AnonymousObservable(
      subscribe,
      site: IsolationSite(isolation, call: "Observable.create", file: file, line: line, advice: .subscribeOnMain))
  }

  /// `create(_:)` for a subscribe function formed at `site` (the traits' `create` functions name their own call).
  @inlinable
  static func create(site: IsolationSite?, _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable)
    -> Observable<Element>
  {
    AnonymousObservable(subscribe, site: site)
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
    grammar.deliver(event, source: AnonymousObservable<Element>.source) { forward($0) }
  }
}

@usableFromInline
final class AnonymousObservable<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> any Disposable
  /// Where `subscribeHandler` was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  @inlinable
  init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable, site: IsolationSite?) {
    self.subscribeHandler = subscribeHandler
    self.site = IsolationSite.Stored(site)
    super.init(running: AnonymousObservable.self, isCreate: true)
  }

  /// Who breaks the grammar, in a report.
  @inlinable static var source: String { "An Observable.create subscribe function" }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = AnonymousObservableSink(observer: observer, disposer: disposer)
    site.value.makeCheck().verify("subscribe")
    let subscription = subscribeHandler(AnyObserver(sink))
    return (sink, subscription)
  }

  /// Subscribes a run of stages over it (source fusion): the subscribe function sends straight to the run's sink,
  /// which guards the grammar as this observable's own sink would, so the run subscribes one sink, not two.
  @inlinable
  func subscribe(root receiver: StageRootReceiver) -> any Disposable {
    site.value.makeCheck().verify("subscribe")
    return subscribeHandler(
      AnyObserver(eventHandler: { event in
        receiver.grammar.deliver(event, source: AnonymousObservable.source) { receiver.receive($0) }
      }))
  }
}

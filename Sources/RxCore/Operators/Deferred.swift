extension ObservableType {
  /// Calls `observableFactory` for every subscriber and subscribes to the observable it returns.
  ///
  /// In debug builds, a factory formed in main-actor code that a subscription is about to run off the main
  /// thread (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - observableFactory: Makes the sequence; an error it throws is sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The observable.
  public static func deferred(
    _ observableFactory: @escaping () throws -> Observable<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    deferred(
      observableFactory,
      site: IsolationSite(isolation, call: "Observable.deferred", file: file, line: line, advice: .subscribeOnMain))
  }

  /// `deferred(_:)` for a factory formed at `site` (the traits' `deferred` names their own call).
  /// - Parameters:
  ///   - observableFactory: Makes the sequence; an error it throws is sent as `.error`.
  ///   - site: Where the closure was formed, when that was main-actor code.
  ///   - closure: What the report calls the closure the factory runs (`Single.zip`'s `resultSelector`).
  /// - Returns: The observable.
  static func deferred(
    _ observableFactory: @escaping () throws -> Observable<Element>, site: IsolationSite?,
    closure: StaticString = "observableFactory"
  ) -> Observable<Element> {
    Deferred(factory: observableFactory, site: site, closure: closure)
  }
}

private final class DeferredSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  func run(_ factory: () throws -> Observable<Element>) -> any Disposable {
    do {
      return try factory().subscribe(self)
    } catch {
      forwardStop(.error(error))
      return Disposables.create()
    }
  }

  func on(_ event: Event<Element>) {
    forward(event)
  }
}

private final class Deferred<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let factory: () throws -> Observable<Element>
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored
  /// What the report calls the closure.
  private let closure: DebugOnly<StaticString>

  init(factory: @escaping () throws -> Observable<Element>, site: IsolationSite?, closure: StaticString) {
    self.factory = factory
    self.site = IsolationSite.Stored(site)
    self.closure = DebugOnly(closure)
    super.init(running: Deferred.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DeferredSink(observer: observer, disposer: disposer)
    ClosureCheck(site.value).verify(closure.value)
    return (sink, sink.run(factory))
  }
}

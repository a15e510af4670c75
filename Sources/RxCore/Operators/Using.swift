extension ObservableType {
  /// Makes a resource for every subscriber, subscribes to the sequence built from it, and disposes the resource
  /// when the subscription ends.
  ///
  /// ```swift
  /// Observable.using({ try FileHandleResource(path) }, observableFactory: { $0.lines })
  /// ```
  /// An error thrown by either factory is sent as `.error`; a resource already made is still disposed.
  /// In debug builds, a factory formed in main-actor code that a subscription is about to run off the main thread
  /// (`subscribe(on:)`) is reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - resourceFactory: Makes the resource.
  ///   - observableFactory: Makes the sequence that uses the resource.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable whose subscriptions own a resource each.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    using(
      resourceFactory, observableFactory: observableFactory,
      site: IsolationSite(isolation, call: "Observable.using", file: file, line: line, advice: .subscribeOnMain))
  }

  /// `using(_:observableFactory:)` for factories formed at `site` (the traits' `using` names their own call).
  /// - Parameters:
  ///   - resourceFactory: Makes the resource.
  ///   - observableFactory: Makes the sequence that uses the resource.
  ///   - site: Where the closures were formed, when that was main-actor code.
  ///   - factory: What the report calls `observableFactory` (`primitiveSequenceFactory` for the traits).
  /// - Returns: An observable whose subscriptions own a resource each.
  static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>, site: IsolationSite?,
    factory: StaticString = "observableFactory"
  ) -> Observable<Element> {
    Using(resourceFactory: resourceFactory, observableFactory: observableFactory, site: site, factory: factory)
  }
}

private final class UsingSink<Resource: Disposable, Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  func run(
    resourceFactory: () throws -> Resource, observableFactory: (Resource) throws -> Observable<Element>,
    site: IsolationSite?, factory: DebugOnly<StaticString>
  ) -> any Disposable {
    var resource: Resource?
    let closureCheck = ClosureCheck(site)
    closureCheck.verify("resourceFactory")
    do {
      let made = try resourceFactory()
      resource = made
      closureCheck.verify(factory.value)
      let source = try observableFactory(made)
      return Disposables.create(source.subscribe(self), made)
    } catch {
      forwardStop(.error(error))
      return resource ?? Disposables.create()
    }
  }

  func on(_ event: Event<Element>) {
    forward(event)
  }
}

private final class Using<Element, Resource: Disposable>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let resourceFactory: () throws -> Resource
  private let observableFactory: (Resource) throws -> Observable<Element>
  /// Where the closures were formed, when that was main-actor code.
  private let site: IsolationSite.Stored
  /// What the report calls `observableFactory`.
  private let factory: DebugOnly<StaticString>

  init(
    resourceFactory: @escaping () throws -> Resource,
    observableFactory: @escaping (Resource) throws -> Observable<Element>, site: IsolationSite?,
    factory: StaticString
  ) {
    self.resourceFactory = resourceFactory
    self.observableFactory = observableFactory
    self.site = IsolationSite.Stored(site)
    self.factory = DebugOnly(factory)
    super.init(running: Using.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = UsingSink<Resource, Element>(observer: observer, disposer: disposer)
    return (
      sink,
      sink.run(
        resourceFactory: resourceFactory, observableFactory: observableFactory, site: site.value, factory: factory)
    )
  }
}

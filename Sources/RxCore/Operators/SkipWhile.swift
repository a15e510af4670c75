extension ObservableType {
  /// Drops elements while `predicate` returns `true`, then emits every element from the first one that fails it.
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 })  // 5, 1
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription. In debug builds, a `predicate`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
  /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - predicate: The test applied to elements until it first returns `false`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the elements from the first one that fails the test.
  public func skip(
    while predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    SkipWhile(
      source: asObservable(), predicate: predicate,
      site: IsolationSite(isolation, call: "skip(while:)", file: file, line: line))
  }

  /// RxSwift 5's name for `skip(while:)`; RxSwift 6 deprecates it. Prefer `skip(while:)`.
  /// - Parameters:
  ///   - predicate: The test applied to elements until it first returns `false`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the elements from the first one that fails the test.
  public func skipWhile(
    _ predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    skip(while: predicate, isolation: isolation, file: file, line: line)
  }
}

private final class SkipWhileSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let predicate: (Element) throws -> Bool
  private var isForwarding = false
  private let closureCheck: ClosureCheck

  init(
    predicate: @escaping (Element) throws -> Bool, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.predicate = predicate
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if !isForwarding {
        closureCheck.verify("predicate")
        do {
          isForwarding = try !predicate(element)
        } catch {
          forwardStop(.error(error))
          return
        }
      }
      if isForwarding {
        forwardOn(event)
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class SkipWhile<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: (Element) throws -> Bool
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, site: IsolationSite?) {
    self.source = source
    self.predicate = predicate
    self.site = IsolationSite.Stored(site)
    super.init(running: SkipWhile.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SkipWhileSink(predicate: predicate, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

extension ObservableType {
  /// Emits elements while `predicate` returns `true`, then completes and ends the subscription to the source.
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).take(while: { $0 < 3 })                        // 1, 2, completed
  /// Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }, behavior: .inclusive)  // 1, 2, 5, completed
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription. In debug builds, a `predicate`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
  /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - predicate: The test applied to each element.
  ///   - behavior: `.inclusive` also emits the first element that fails the test; `.exclusive` (the default) does not.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the elements before the first one that fails the test.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    take(
      while: predicate, behavior: behavior,
      site: IsolationSite(isolation, call: "take(while:behavior:)", file: file, line: line))
  }

  /// `take(while:behavior:)` for a predicate formed at `site` (`take(until:behavior:)` names its own call).
  func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, site: IsolationSite?)
    -> Observable<Element>
  {
    TakeWhile(source: asObservable(), predicate: predicate, behavior: behavior, site: site)
  }

  /// RxSwift 5's name for `take(while:)`; RxSwift 6 deprecates it. Prefer `take(while:)`.
  /// - Parameters:
  ///   - predicate: The test applied to each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the elements before the first one that fails the test.
  public func takeWhile(
    _ predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    take(while: predicate, behavior: .exclusive, isolation: isolation, file: file, line: line)
  }
}

private final class TakeWhileSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let predicate: (Element) throws -> Bool
  private let behavior: TakeBehavior
  private var isTaking = true
  private let closureCheck: ClosureCheck

  init(
    predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, site: IsolationSite?,
    observer: AnyObserver<Output>, disposer: SinkDisposer?
  ) {
    self.predicate = predicate
    self.closureCheck = ClosureCheck(site)
    self.behavior = behavior
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard isTaking else { return }
      closureCheck.verify("predicate")
      do {
        isTaking = try predicate(element)
      } catch {
        isTaking = false
        forwardStop(.error(error))
        return
      }
      if isTaking {
        forwardOn(event)
      } else {
        if behavior == .inclusive {
          forwardOn(event)
        }
        forwardStop(.completed)
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class TakeWhile<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: (Element) throws -> Bool
  private let behavior: TakeBehavior
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior,
    site: IsolationSite?
  ) {
    self.source = source
    self.predicate = predicate
    self.behavior = behavior
    self.site = IsolationSite.Stored(site)
    super.init(running: TakeWhile.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeWhileSink(
      predicate: predicate, behavior: behavior, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

extension ObservableType {
  /// Combines each element of the source with the latest element of `second`, using `resultSelector`.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(text) { _, text in text }
  /// ```
  /// `second` is subscribed first, then the source. Source elements that arrive before `second` has emitted are
  /// dropped. The result completes when the source completes (the completion of `second` is ignored) and fails
  /// when either sequence fails. An error thrown by `resultSelector` is sent as `.error` and ends the subscription.
  /// In debug builds, a `resultSelector` formed in main-actor code that is about to run off the main thread is
  /// reported through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - second: The sequence whose latest element is used.
  ///   - resultSelector: Combines a source element with the latest element of `second`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The combined sequence.
  public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<ResultType> {
    WithLatestFrom(
      first: asObservable(), second: second.asObservable(), resultSelector: resultSelector,
      site: IsolationSite(isolation, call: "withLatestFrom(_:resultSelector:)", file: file, line: line))
  }

  /// Emits the latest element of `second` each time the source emits.
  ///
  /// ```swift
  /// saveTaps.withLatestFrom(document).subscribe(onNext: { save($0) })
  /// ```
  /// `second` is subscribed first, then the source. Source elements that arrive before `second` has emitted are
  /// dropped. The result completes when the source completes and fails when either sequence fails.
  /// - Parameter second: The sequence whose latest element is emitted.
  /// - Returns: The latest elements of `second`, sampled by the source.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
    WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 }, site: nil)
  }
}

/// The pure state machine of `withLatestFrom`: the second sequence's latest element, once it has one, and whether
/// the result stopped.
///
/// An element the state lets go (replaced, or dropped when the result stops) is handed back to the caller, which
/// releases it outside its lock.
struct WithLatestFromState<First, Second> {
  /// What the sink must do.
  enum Action {
    /// Run the result selector on the pair and emit what it returns.
    case combine(First, Second)
    /// Complete.
    case complete
    /// Fail.
    case fail(any Swift.Error)
  }

  enum Phase {
    /// The second sequence has not emitted yet: elements of the first are dropped.
    case waiting
    /// `latest` is the second sequence's latest element.
    case running(latest: Second)
    /// Completed or failed.
    case stopped
  }

  private(set) var phase: Phase = .waiting

  /// The first sequence emitted: combine it with the latest element of the second, if there is one.
  mutating func firstEmitted(_ element: First) -> Action? {
    guard case .running(let latest) = phase else { return nil }
    return .combine(element, latest)
  }

  /// The second sequence emitted: keep its element.
  /// - Returns: The element let go: the one replaced, or `element` itself once the result stopped.
  mutating func secondEmitted(_ element: Second) -> Second? {
    switch phase {
    case .waiting:
      phase = .running(latest: element)
      return nil
    case .running(let replaced):
      phase = .running(latest: element)
      return replaced
    case .stopped:
      return element
    }
  }

  /// The first sequence completed (`error` is `nil`), or either sequence failed: stop, unless stopped already.
  /// - Returns: What to do, and the latest element of the second sequence, let go.
  mutating func stopped(with error: (any Swift.Error)?) -> (action: Action?, released: Second?) {
    if case .stopped = phase { return (nil, nil) }
    let released = latest
    phase = .stopped
    return (error.map { .fail($0) } ?? .complete, released)
  }

  /// The result selector threw: stop and fail even if a stop was decided meanwhile, since the selector ran in the
  /// delivery turn, before any stop queued behind it.
  /// - Returns: What to do, and the latest element of the second sequence, let go.
  mutating func resultSelectorFailed(_ error: any Swift.Error) -> (action: Action, released: Second?) {
    let released = latest
    phase = .stopped
    return (.fail(error), released)
  }

  /// The second sequence's latest element, while the result runs.
  private var latest: Second? {
    if case .running(let latest) = phase { return latest }
    return nil
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class WithLatestFromSink<First, Second, Output>:
  SerialDeliverySink<Output, WithLatestFromState<First, Second>.Action>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = First
  typealias ResultSelector = (First, Second) throws -> Output

  private let resultSelector: ResultSelector
  private let secondSubscription = SingleAssignmentDisposable()
  private var state = WithLatestFromState<First, Second>()
  private let closureCheck: ClosureCheck

  init(
    resultSelector: @escaping ResultSelector, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.resultSelector = resultSelector
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  func run(first: Observable<First>, second: Observable<Second>) -> any Disposable {
    secondSubscription.setDisposable(second.subscribe(WithLatestFromSecondObserver(sink: self)))
    let firstSubscription = first.subscribe(self)
    return Disposables.create(firstSubscription, secondSubscription)
  }

  func on(_ event: Event<First>) {
    switch event {
    case .next(let element):
      submit { state.firstEmitted(element) }
    case .error(let error):
      stop(with: error)
    case .completed:
      stop(with: nil)
    }
  }

  fileprivate func secondReceived(_ event: Event<Second>) {
    switch event {
    case .next(let element):
      // The element let go is released at the end of this scope, after the lock, never inside it.
      let released = lock.withLock { _ in state.secondEmitted(element) }
      withExtendedLifetime(released) {}
    case .error(let error):
      stop(with: error)
    case .completed:
      secondSubscription.dispose()
    }
  }

  private func stop(with error: (any Swift.Error)?) {
    // The element let go is released at the end of this scope, after the lock, never inside it.
    var released: Second?
    submit {
      let stop = state.stopped(with: error)
      released = stop.released
      return stop.action
    }
    withExtendedLifetime(released) {}
  }

  func perform(_ action: WithLatestFromState<First, Second>.Action) {
    switch action {
    case .combine(let element, let latest):
      guard !isDisposed else { return }
      let result: Output
      closureCheck.verify("resultSelector")
      do {
        result = try resultSelector(element, latest)
      } catch {
        let stop = lock.withLock { _ in state.resultSelectorFailed(error) }
        perform(stop.action)
        withExtendedLifetime(stop.released) {}
        return
      }
      forwardOn(.next(result))
    case .complete:
      forwardStop(.completed)
    case .fail(let error):
      forwardStop(.error(error))
    }
  }
}

/// Records the elements of the second sequence of `withLatestFrom`.
private final class WithLatestFromSecondObserver<First, Second, Output>: ObserverType {
  private let sink: WithLatestFromSink<First, Second, Output>

  init(sink: WithLatestFromSink<First, Second, Output>) {
    self.sink = sink
  }

  func on(_ event: Event<Second>) {
    sink.secondReceived(event)
  }
}

private final class WithLatestFrom<First, Second, Result>: Producer<Result>, SinkProducer, @unchecked Sendable {
  private let first: Observable<First>
  private let second: Observable<Second>
  private let resultSelector: (First, Second) throws -> Result
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result,
    site: IsolationSite?
  ) {
    self.first = first
    self.second = second
    self.resultSelector = resultSelector
    self.site = IsolationSite.Stored(site)
    super.init(running: WithLatestFrom.self)
  }

  func run(_ observer: AnyObserver<Result>, disposer: SinkDisposer?) -> Parts {
    let sink = WithLatestFromSink<First, Second, Result>(
      resultSelector: resultSelector, site: site.value, observer: observer, disposer: disposer)
    return (sink, sink.run(first: first, second: second))
  }
}

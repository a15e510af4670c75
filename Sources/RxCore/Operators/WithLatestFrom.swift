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
  ///   - file: Where the call is, for the isolation check's report.
  ///   - line: Where the call is, for the isolation check's report.
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

/// What `WithLatestFromSink` delivers: a pair for the result selector, or a stop event.
private enum WithLatestFromWork<First, Second, Result> {
  case combine(First, Second)
  case stop(Event<Result>)
}

/// Remembers the latest element of the second sequence and combines it with each element of the first.
private final class WithLatestFromSink<First, Second, Output>:
  SerialDeliverySink<Output, WithLatestFromWork<First, Second, Output>>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = First
  typealias ResultSelector = (First, Second) throws -> Output

  private let resultSelector: ResultSelector
  private let secondSubscription = SingleAssignmentDisposable()
  private var latest: Second?
  private var isStopped = false
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
      submit {
        guard !isStopped, let latest else { return nil }
        return .combine(element, latest)
      }
    case .error(let error):
      stop(.error(error))
    case .completed:
      stop(.completed)
    }
  }

  fileprivate func secondReceived(_ event: Event<Second>) {
    switch event {
    case .next(let element):
      // Swap so that the replaced element is released after the lock, never inside it.
      var replaced: Second? = element
      lock.withLock { _ in swap(&latest, &replaced) }
    case .error(let error):
      stop(.error(error))
    case .completed:
      secondSubscription.dispose()
    }
  }

  private func stop(_ event: Event<Output>) {
    submit(.stop(event)) {
      guard !isStopped else { return false }
      isStopped = true
      return true
    }
  }

  func perform(_ work: WithLatestFromWork<First, Second, Output>) {
    switch work {
    case .combine(let element, let latest):
      guard !isDisposed else { return }
      let result: Output
      closureCheck.verify("resultSelector")
      do {
        result = try resultSelector(element, latest)
      } catch {
        lock.withLock { _ in isStopped = true }
        forwardStop(.error(error))
        return
      }
      forwardOn(.next(result))
    case .stop(let event):
      forwardStop(event)
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

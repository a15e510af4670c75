extension ObservableType {
  /// Subscribes to the source again after an error of type `Error`, each time the sequence made by
  /// `notificationHandler` emits.
  ///
  /// ```swift
  /// request.retry { (errors: Observable<URLError>) in
  ///   errors.enumerated().flatMap { attempt, error -> Observable<Int> in
  ///     attempt < 3 ? .timer(.seconds(1 << attempt), scheduler: scheduler) : .error(error)
  ///   }
  /// }
  /// ```
  /// `notificationHandler` is called once per subscription with the source's errors; the sequence it returns
  /// decides: an element resubscribes to the source, completion completes the result and an error fails it with
  /// that error. Only what it does after an error counts (earlier events take effect at the next error). An error
  /// that is not an `Error` is forwarded at once.
  /// In debug builds, a `notificationHandler` formed in main-actor code that a subscription is about to run off the
  /// main thread (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - notificationHandler: Turns the source's errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of every attempt, until an attempt completes or the triggers stop.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    RetryWhen(
      source: asObservable(), notificationHandler: notificationHandler,
      site: IsolationSite(isolation, call: "retry(when:)", file: file, line: line, advice: .subscribeOnMain))
  }

  /// Subscribes to the source again after any error, each time the sequence made by `notificationHandler` emits.
  ///
  /// ```swift
  /// request.retry { errors in errors.delay(.seconds(1), scheduler: scheduler) }  // retry a second later
  /// ```
  /// `notificationHandler` is called once per subscription with the source's errors; the sequence it returns
  /// decides: an element resubscribes to the source, completion completes the result and an error fails it with
  /// that error. Only what it does after an error counts (earlier events take effect at the next error).
  /// In debug builds, a `notificationHandler` formed in main-actor code that a subscription is about to run off the
  /// main thread (`subscribe(on:)`) is reported through `Hooks.issueHandler` (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - notificationHandler: Turns the source's errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of every attempt, until an attempt completes or the triggers stop.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    RetryWhen(
      source: asObservable(), notificationHandler: notificationHandler,
      site: IsolationSite(isolation, call: "retry(when:)", file: file, line: line, advice: .subscribeOnMain))
  }

  /// The RxSwift 5 name of `retry(when:)`.
  /// - Parameters:
  ///   - notificationHandler: Turns the source's errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of every attempt, until an attempt completes or the triggers stop.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    retry(when: notificationHandler, isolation: isolation, file: file, line: line)
  }

  /// The RxSwift 5 name of `retry(when:)`.
  /// - Parameters:
  ///   - notificationHandler: Turns the source's errors into retry triggers.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements of every attempt, until an attempt completes or the triggers stop.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    retry(when: notificationHandler, isolation: isolation, file: file, line: line)
  }
}

/// Runs the attempts of `retry(when:)` and forwards their events, one at a time.
///
/// The errors go into `errors`, which the handler's trigger sequence watches; the trigger sequence feeds
/// `triggers`. After an error, the failed attempt listens to `triggers`: an element asks for the next attempt. A
/// new attempt is never subscribed recursively: a request made while another thread or an outer call is already
/// moving to the next attempt is left to that loop, so resubscribing does not grow the stack.
private final class RetryWhenSink<Output, Trigger, Failure>:
  SerialDeliverySink<Output, Event<Output>>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private let source: Observable<Element>
  let errors = PublishSubject<Failure>()
  let triggers = PublishSubject<Trigger>()
  private let attempt = SerialDisposable()
  private let pendingMoves = AtomicInt(0)
  private var state = ForwardingState<Element>()

  init(source: Observable<Element>, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.source = source
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes to the trigger sequence, then makes the first attempt (RxSwift's order).
  func run<TriggerObservable: ObservableType>(
    notificationHandler: (Observable<Failure>) -> TriggerObservable, site: IsolationSite?
  ) -> any Disposable where TriggerObservable.Element == Trigger {
    ClosureCheck(site).verify("notificationHandler")
    let triggerSubscription = notificationHandler(errors.asObservable()).subscribe(triggers)
    requestNextAttempt()
    return Disposables.create(attempt, triggerSubscription)
  }

  /// Events of the current attempt, and the stop events of the trigger sequence.
  func on(_ event: Event<Element>) {
    submit { state.received(event) }
  }

  func perform(_ event: Event<Element>) {
    forward(event)
  }

  /// Asks for the next attempt; whoever raises the request count from 0 runs the loop.
  func requestNextAttempt() {
    guard pendingMoves.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
    repeat {
      subscribeNextAttempt()
    } while pendingMoves.subtract(1, ordering: .acquiringAndReleasing).newValue > 0
  }

  private func subscribeNextAttempt() {
    guard !isDisposed else { return }
    let next = RetryWhenAttempt(sink: self)
    attempt.disposable = next
    next.start(source)
  }
}

/// One subscription to the source: forwards its elements; after an error, waits for a trigger. Once replaced by the
/// next attempt (disposed), it ignores whatever its source still sends from another thread.
private final class RetryWhenAttempt<Output, Trigger, Failure>: ObserverType, Disposable {
  typealias Element = Output

  private let sink: RetryWhenSink<Output, Trigger, Failure>
  private let subscription = SingleAssignmentDisposable()
  private let triggerSubscription = SingleAssignmentDisposable()
  private let isDisposed = AtomicBool(false)

  init(sink: RetryWhenSink<Output, Trigger, Failure>) {
    self.sink = sink
  }

  func start(_ source: Observable<Element>) {
    subscription.setDisposable(source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    if isDisposed.load(ordering: .acquiring) { return }
    guard case .error(let error) = event, let failure = error as? Failure else {
      sink.on(event)
      return
    }
    subscription.dispose()
    triggerSubscription.setDisposable(sink.triggers.subscribe(RetryWhenTriggerObserver(sink: sink)))
    sink.errors.on(.next(failure))
  }

  func dispose() {
    isDisposed.store(true, ordering: .releasing)
    subscription.dispose()
    triggerSubscription.dispose()
  }
}

/// Listens to the triggers after an error: an element starts the next attempt, a stop event ends the result.
private final class RetryWhenTriggerObserver<Output, Trigger, Failure>: ObserverType {
  private let sink: RetryWhenSink<Output, Trigger, Failure>

  init(sink: RetryWhenSink<Output, Trigger, Failure>) {
    self.sink = sink
  }

  func on(_ event: Event<Trigger>) {
    switch event {
    case .next: sink.requestNextAttempt()
    case .error(let error): sink.on(.error(error))
    case .completed: sink.on(.completed)
    }
  }
}

private final class RetryWhen<Element, TriggerObservable: ObservableType, Failure>: Producer<Element>, SinkProducer,
  @unchecked Sendable
{
  private let source: Observable<Element>
  private let notificationHandler: (Observable<Failure>) -> TriggerObservable
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable,
    site: IsolationSite?
  ) {
    self.source = source
    self.notificationHandler = notificationHandler
    self.site = IsolationSite.Stored(site)
    super.init(running: RetryWhen.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = RetryWhenSink<Element, TriggerObservable.Element, Failure>(
      source: source, observer: observer, disposer: disposer)
    return (sink, sink.run(notificationHandler: notificationHandler, site: site.value))
  }
}

/// A trait's one event (``SingleEvent``, ``MaybeEvent``, ``CompletableEvent``) and how it maps onto an
/// observable's events, both ways: what Single, Maybe and Completable share for `create` and `subscribe(_:)`.
protocol PrimitiveSequenceEvent: SendableMetatype {
  associatedtype Element

  /// Sends the event as the observable's events (an element is followed by completion).
  func send(to observer: AnyObserver<Element>)

  /// The event a subscriber gets for the observable's first event.
  init(first event: Event<Element>)
}

extension Result: PrimitiveSequenceEvent where Failure == any Swift.Error {
  typealias Element = Success

  func send(to observer: AnyObserver<Success>) {
    switch self {
    case .success(let element):
      observer.on(.next(element))
      observer.on(.completed)
    case .failure(let error):
      observer.on(.error(error))
    }
  }

  init(first event: Event<Success>) {
    switch event {
    case .next(let element):
      self = .success(element)
    case .error(let error):
      self = .failure(error)
    case .completed:
      // RxSwift stops the program here in debug builds; RxCore reports it and fails the subscriber instead.
      Hooks.report(.grammarViolation, "A Single completed without an element; it was treated as a failure.")
      self = .failure(RxError.noElements)
    }
  }
}

extension MaybeEvent: PrimitiveSequenceEvent {
  func send(to observer: AnyObserver<Element>) {
    switch self {
    case .success(let element):
      observer.on(.next(element))
      observer.on(.completed)
    case .error(let error):
      observer.on(.error(error))
    case .completed:
      observer.on(.completed)
    }
  }

  init(first event: Event<Element>) {
    switch event {
    case .next(let element): self = .success(element)
    case .error(let error): self = .error(error)
    case .completed: self = .completed
    }
  }
}

extension CompletableEvent: PrimitiveSequenceEvent {
  typealias Element = Swift.Never

  func send(to observer: AnyObserver<Swift.Never>) {
    switch self {
    case .error(let error): observer.on(.error(error))
    case .completed: observer.on(.completed)
    }
  }

  init(first event: Event<Swift.Never>) {
    switch event {
    case .error(let error): self = .error(error)
    case .completed: self = .completed
    }
  }
}

extension PrimitiveSequence {
  /// What every trait's `create` does: `subscribe` gets a function to send one event to; only the first event
  /// counts, whichever thread sends it (later ones are dropped, and reported in debug builds).
  static func create<OneEvent: PrimitiveSequenceEvent>(
    _ name: StaticString, site: IsolationSite?,
    subscribe: @escaping (@escaping @Sendable (OneEvent) -> Void) -> any Disposable
  ) -> PrimitiveSequence where OneEvent.Element == Element {
    let source = Observable<Element>.create(site: site) { observer in
      let gate = PrimitiveEventGate(source: name)
      return subscribe { event in
        guard gate.admit("\(event)") else { return }
        event.send(to: observer)
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// What every trait's `subscribe(_:)` does: the observable's first event, as the trait's event, to `observer`.
  func subscribeToFirstEvent<OneEvent: PrimitiveSequenceEvent>(
    _ observer: @escaping (OneEvent) -> Void, check: IsolationCheck?
  ) -> any Disposable where OneEvent.Element == Element {
    #if DEBUG
      let observer = check.checking("observer", observer)
    #endif
    var stopped = false
    return source.subscribe(
      { event in
        if stopped { return }
        stopped = true
        observer(OneEvent(first: event))
      }, site: nil)
  }
}

extension PrimitiveSequence {
  /// What every trait's closure `subscribe` does around the user's closures: `deliver` hands them the first
  /// event and returns an error none of them handles, which goes to `Hooks.defaultErrorHandler`; `onDisposed`
  /// runs once, after the event or when the subscription is disposed.
  func subscribe<OneEvent: PrimitiveSequenceEvent>(
    hasErrorHandler: Bool, onDisposed: (() -> Void)?, deliver: @escaping (OneEvent) -> (any Swift.Error)?
  ) -> any Disposable where OneEvent.Element == Element {
    let callStack = hasErrorHandler ? [] : Hooks.subscriptionCallStack()
    let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let observer: (OneEvent) -> Void = { event in
      if let unhandled = deliver(event) { Hooks.reportUnhandled(unhandled, subscriptionCallStack: callStack) }
      disposable.dispose()
    }
    return Disposables.create(subscribeToFirstEvent(observer, check: nil), disposable)
  }
}

/// A trait's one event (``SingleEvent``, ``MaybeEvent``, ``CompletableEvent``) and how it maps onto an
/// observable's events, both ways: what Single, Maybe and Completable share for `create` and `subscribe`.
///
/// Each trait's events are some of a maybe's (a single never completes empty, a completable has no element), so
/// the closure `subscribe` handles them all as ``maybeEvent``. `send(to:)` is each type's own: `create` runs it
/// unspecialized, where going through a maybe's event would look up that type's metadata for every event.
protocol PrimitiveSequenceEvent: SendableMetatype {
  associatedtype Element

  /// What the trait's closure `subscribe` calls its error closure, in the isolation report.
  static var errorClosure: StaticString { get }

  /// Sends the event as the observable's events (an element is followed by completion).
  func send(to observer: AnyObserver<Element>)

  /// The event a subscriber gets for the observable's first event.
  init(first event: Event<Element>)

  /// The event as a maybe's.
  var maybeEvent: MaybeEvent<Element> { get }
}

extension PrimitiveSequenceEvent {
  static var errorClosure: StaticString { "onError" }
}

extension Result: PrimitiveSequenceEvent where Failure == any Swift.Error {
  typealias Element = Success

  /// A single's closure for its error is `onFailure`.
  static var errorClosure: StaticString { "onFailure" }

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

  var maybeEvent: MaybeEvent<Success> {
    switch self {
    case .success(let element): .success(element)
    case .failure(let error): .error(error)
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

  var maybeEvent: MaybeEvent<Element> { self }
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

  var maybeEvent: MaybeEvent<Swift.Never> {
    switch self {
    case .error(let error): .error(error)
    case .completed: .completed
    }
  }
}

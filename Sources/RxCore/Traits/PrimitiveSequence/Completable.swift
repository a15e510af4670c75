/// The trait of a sequence that emits no elements: it only completes or fails.
public enum CompletableTrait {}

/// A sequence that only completes or fails, as RxSwift's ``Completable``.
///
/// ```swift
/// let save: Completable = store.save(user)
/// save.subscribe(onCompleted: { close() }, onError: { show(error: $0) }).disposed(by: bag)
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` delivers: completion or its error.
@frozen public enum CompletableEvent {
  /// The sequence failed.
  case error(any Swift.Error)
  /// The sequence completed.
  case completed
}

extension CompletableEvent: Sendable {}

extension CompletableEvent: Equatable {
  /// Equal when both completed, or both failed with errors of the same type and description, as for ``Event``
  /// (RxTest adds this conformance; RxCore has it built in).
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed): return true
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    default: return false
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The function a `Completable.create` subscribe closure sends its one event to.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// Makes a ``Completable`` from a subscribe function that sends one `CompletableEvent`.
  ///
  /// ```swift
  /// Completable.create { completable in
  ///   store.save(user) { error in completable(error.map { .error($0) } ?? .completed) }
  ///   return Disposables.create()
  /// }
  /// ```
  /// Only the first event counts; later ones are dropped.
  /// - Parameter subscribe: Called for every subscriber with the function to send the event to; returns what to
  ///   dispose when the subscription ends.
  /// - Returns: The completable.
  public static func create(subscribe: @escaping (@escaping CompletableObserver) -> any Disposable)
    -> PrimitiveSequence<Trait, Element>
  {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes a closure to the completable's one event.
  /// - Parameter observer: Called once with completion or the error.
  /// - Returns: The subscription.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
    var stopped = false
    return primitiveSequence.asObservable().subscribe { event in
      if stopped { return }
      stopped = true
      switch event {
      case .error(let error):
        observer(.error(error))
      case .completed:
        observer(.completed)
      }
    }
  }

  /// Subscribes closures to the completable's completion, error and disposal.
  ///
  /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`, which by default reports it through
  /// `Hooks.issueHandler` as an unhandled error.
  /// - Parameters:
  ///   - onCompleted: Called when the completable completes.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  /// - Returns: The subscription.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let observer: CompletableObserver = { event in
      switch event {
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          Hooks.reportUnhandled(error, subscriptionCallStack: callStack)
        }
      case .completed:
        onCompleted?()
      }
      disposable.dispose()
    }
    return Disposables.create(primitiveSequence.subscribe(observer), disposable)
  }

  /// Subscribes closures that receive `object` (held weakly); nothing is called once `object` is gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onCompleted: Called with the object on completion.
  ///   - onError: Called with the object and the error.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``.
  /// - Returns: A completable that completes or fails as the sequence does.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}

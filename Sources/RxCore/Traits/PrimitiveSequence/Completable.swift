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
  ///
  /// It is `@Sendable` (in RxSwift it is not), as ``AnyObserver`` is, so it may be called from another thread or a
  /// `Task`. Storing it in a plain closure variable, as RxSwift code does, still compiles.
  public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

  /// Makes a ``Completable`` from a subscribe function that sends one `CompletableEvent`.
  ///
  /// ```swift
  /// Completable.create { completable in
  ///   completable(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  /// Only the first event counts, whichever thread sends it; later ones are dropped (and reported in debug builds).
  /// In debug builds, a `subscribe` closure formed in main-actor code that is about to run off the main thread is
  /// reported too, as for `Observable.create`.
  /// - Parameters:
  ///   - subscribe: Called for every subscriber with the function to send the event to; returns what to dispose
  ///     when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The completable.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> any Disposable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence.create("Completable.create", isolation: isolation, file: file, line: line, subscribe: subscribe)
  }

  /// Subscribes a closure to the completable's one event.
  /// - Parameters:
  ///   - observer: Called once with completion or the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    _ observer: @escaping (CompletableEvent) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribeToFirstEvent(
      observer, site: IsolationSite(isolation, call: "Completable.subscribe(_:)", file: file, line: line))
  }

  /// Subscribes closures to the completable's completion, error and disposal.
  ///
  /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`, which by default reports it through
  /// `Hooks.issueHandler` as an unhandled error. In debug builds, closures formed in main-actor code that are about
  /// to run off the main thread are reported, once per subscription.
  /// - Parameters:
  ///   - onCompleted: Called when the completable completes.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribe(
      CompletableEvent.self, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "Completable.subscribe(onCompleted:onError:onDisposed:)", file: file, line: line))
  }

  /// Subscribes closures that receive `object` (held weakly); nothing is called once `object` is gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onCompleted: Called with the object on completion.
  ///   - onError: Called with the object and the error.
  ///   - onDisposed: Called with the object when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    let object = WeakObject(object)
    return primitiveSequence.subscribe(
      CompletableEvent.self, onError: object.passing(to: onError), onCompleted: object.passing(to: onCompleted),
      onDisposed: object.passing(to: onDisposed),
      site: IsolationSite(
        isolation, call: "Completable.subscribe(with:onCompleted:onError:onDisposed:)", file: file, line: line))
  }
}

extension ObservableType where Element == Never {
  /// The sequence as a ``Completable``.
  /// - Returns: A completable that completes or fails as the sequence does.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}

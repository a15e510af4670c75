/// The trait of a sequence that emits exactly one element or fails.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`success`) or fails, as RxSwift's ``Single``.
///
/// ```swift
/// let user = Single<User>.create { single in
///   let request = api.user(id) { result in single(result) }
///   return Disposables.create { request.cancel() }
/// }
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: its element or its error (RxSwift 6 uses `Result` for this).
public typealias SingleEvent<Element> = Result<Element, any Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The function a `Single.create` subscribe closure sends its one event to.
  ///
  /// It is `@Sendable` (in RxSwift it is not), as ``AnyObserver`` is, so it may be called from another thread or a
  /// `Task`: `DispatchQueue.global().async { single(.success(value)) }` compiles in Swift 6. Storing it in a plain
  /// closure variable, as RxSwift code does, still compiles.
  public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

  /// Makes a ``Single`` from a subscribe function that sends one ``SingleEvent``.
  ///
  /// ```swift
  /// Single<Int>.create { single in
  ///   single(.success(42))
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
  /// - Returns: The single.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> any Disposable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Single<Element> {
    PrimitiveSequence.create("Single.create", isolation: isolation, file: file, line: line, subscribe: subscribe)
  }

  /// Subscribes a closure to the single's one event.
  /// - Parameters:
  ///   - observer: Called once with the element or the error.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    _ observer: @escaping (SingleEvent<Element>) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribeToFirstEvent(
      observer, site: IsolationSite(isolation, call: "Single.subscribe(_:)", file: file, line: line))
  }

  /// Subscribes closures to the single's element, failure and disposal.
  ///
  /// A failure with no `onFailure` handler goes to `Hooks.defaultErrorHandler`, which by default reports it
  /// through `Hooks.issueHandler` as an unhandled error. In debug builds, closures formed in main-actor code that
  /// are about to run off the main thread are reported, once per subscription.
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onFailure: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribe(
      SingleEvent<Element>.self, onSuccess: onSuccess, onError: onFailure, onDisposed: onDisposed,
      site: IsolationSite(isolation, call: "Single.subscribe(onSuccess:onFailure:onDisposed:)", file: file, line: line))
  }

  /// RxSwift 6's deprecated spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping ((any Swift.Error) -> Void),
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribe(
      SingleEvent<Element>.self, onSuccess: onSuccess, onError: onError, onDisposed: onDisposed,
      site: IsolationSite(isolation, call: "Single.subscribe(onSuccess:onError:onDisposed:)", file: file, line: line))
  }

  /// Subscribes closures that receive `object` (held weakly); nothing is called once `object` is gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onFailure: Called with the object and the error.
  ///   - onDisposed: Called with the object when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    let object = WeakObject(object)
    return primitiveSequence.subscribe(
      SingleEvent<Element>.self, onSuccess: object.passing(to: onSuccess), onError: object.passing(to: onFailure),
      onDisposed: object.passing(to: onDisposed),
      site: IsolationSite(
        isolation, call: "Single.subscribe(with:onSuccess:onFailure:onDisposed:)", file: file, line: line))
  }
}

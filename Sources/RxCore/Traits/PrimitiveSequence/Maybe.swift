/// The trait of a sequence that emits at most one element.
public enum MaybeTrait {}

/// A sequence that emits one element (`success`), completes empty, or fails, as RxSwift's ``Maybe``.
///
/// ```swift
/// let cached: Maybe<User> = cache.user(id)  // empty when nothing is cached
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers: its element, its error, or completion without an element.
@frozen public enum MaybeEvent<Element> {
  /// The one element (the sequence completes with it).
  case success(Element)
  /// The sequence failed.
  case error(any Swift.Error)
  /// The sequence completed without an element.
  case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension MaybeEvent: Equatable where Element: Equatable {
  /// Equal when they are the same case with equal elements; errors are equal when they have the same type and
  /// description, as for ``Event`` (RxTest adds this conformance; RxCore has it built in).
  public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.error(let left), .error(let right)): return errorsMatch(left, right)
    case (.completed, .completed): return true
    default: return false
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The function a `Maybe.create` subscribe closure sends its one event to.
  ///
  /// It is `@Sendable` (in RxSwift it is not), as ``AnyObserver`` is, so it may be called from another thread or a
  /// `Task`. Storing it in a plain closure variable, as RxSwift code does, still compiles.
  public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

  /// Makes a ``Maybe`` from a subscribe function that sends one `MaybeEvent`.
  ///
  /// ```swift
  /// Maybe<User>.create { maybe in
  ///   if let user = cache[id] { maybe(.success(user)) } else { maybe(.completed) }
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
  /// - Returns: The maybe.
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> any Disposable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence.create("Maybe.create", isolation: isolation, file: file, line: line, subscribe: subscribe)
  }

  /// Subscribes a closure to the maybe's one event.
  /// - Parameters:
  ///   - observer: Called once with the element, the error or completion.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    _ observer: @escaping (MaybeEvent<Element>) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribeToFirstEvent(
      observer, site: IsolationSite(isolation, call: "Maybe.subscribe(_:)", file: file, line: line))
  }

  /// Subscribes closures to the maybe's element, error, completion and disposal.
  ///
  /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`, which by default reports it through
  /// `Hooks.issueHandler` as an unhandled error. In debug builds, closures formed in main-actor code that are about
  /// to run off the main thread are reported, once per subscription.
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onError: Called with the error.
  ///   - onCompleted: Called when the maybe completes without an element.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    primitiveSequence.subscribe(
      MaybeEvent<Element>.self, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted,
      onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// Subscribes closures that receive `object` (held weakly); nothing is called once `object` is gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onError: Called with the object and the error.
  ///   - onCompleted: Called with the object on empty completion.
  ///   - onDisposed: Called with the object when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    let object = WeakObject(object)
    return primitiveSequence.subscribe(
      MaybeEvent<Element>.self, onSuccess: object.passing(to: onSuccess), onError: object.passing(to: onError),
      onCompleted: object.passing(to: onCompleted), onDisposed: object.passing(to: onDisposed),
      site: IsolationSite(
        isolation, call: "Maybe.subscribe(with:onSuccess:onError:onCompleted:onDisposed:)", file: file, line: line))
  }
}

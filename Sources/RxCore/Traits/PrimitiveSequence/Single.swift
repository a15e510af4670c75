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
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// Makes a ``Single`` from a subscribe function that sends one ``SingleEvent``.
  ///
  /// ```swift
  /// Single<Int>.create { single in
  ///   single(.success(42))
  ///   return Disposables.create()
  /// }
  /// ```
  /// Only the first event counts; later ones are dropped.
  /// - Parameter subscribe: Called for every subscriber with the function to send the event to; returns what to
  ///   dispose when the subscription ends.
  /// - Returns: The single.
  public static func create(subscribe: @escaping (@escaping SingleObserver) -> any Disposable) -> Single<Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .failure(let error):
          observer.on(.error(error))
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes a closure to the single's one event.
  /// - Parameter observer: Called once with the element or the error.
  /// - Returns: The subscription.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> any Disposable {
    var stopped = false
    return primitiveSequence.asObservable().subscribe { event in
      if stopped { return }
      stopped = true
      switch event {
      case .next(let element):
        observer(.success(element))
      case .error(let error):
        observer(.failure(error))
      case .completed:
        // RxSwift stops the program here in debug builds; RxCore reports it and fails the subscriber instead.
        Hooks.report(.grammarViolation, "A Single completed without an element; it was treated as a failure.")
        observer(.failure(RxError.noElements))
      }
    }
  }

  /// Subscribes closures to the single's element, failure and disposal.
  ///
  /// A failure with no `onFailure` handler goes to `Hooks.defaultErrorHandler`, which by default reports it
  /// through `Hooks.issueHandler` as an unhandled error.
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onFailure: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  /// - Returns: The subscription.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let callStack = onFailure == nil ? Hooks.subscriptionCallStack() : []
    let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let observer: SingleObserver = { event in
      switch event {
      case .success(let element):
        onSuccess?(element)
      case .failure(let error):
        if let onFailure {
          onFailure(error)
        } else {
          Hooks.reportUnhandled(error, subscriptionCallStack: callStack)
        }
      }
      disposable.dispose()
    }
    return Disposables.create(primitiveSequence.subscribe(observer), disposable)
  }

  /// RxSwift 6's deprecated spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
  /// - Parameters:
  ///   - onSuccess: Called with the element.
  ///   - onError: Called with the error.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  /// - Returns: The subscription.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping ((any Swift.Error) -> Void),
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly); nothing is called once `object` is gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onSuccess: Called with the object and the element.
  ///   - onFailure: Called with the object and the error.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onFailure: { [weak object] error in
        guard let object else { return }
        onFailure?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

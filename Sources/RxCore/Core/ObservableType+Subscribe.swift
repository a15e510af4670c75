extension ObservableType {
  /// Subscribes a closure to every event.
  ///
  /// In debug builds, a closure formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler` (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - on: Called with each event.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func subscribe(
    _ on: @escaping (Event<Element>) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(on, site: IsolationSite(isolation, call: "subscribe(_:)", file: file, line: line))
  }

  /// `subscribe(_:)` for a closure formed at `site`.
  @inlinable
  func subscribe(_ on: @escaping (Event<Element>) -> Void, site: IsolationSite?) -> any Disposable {
    asObservable().subscribe(AnonymousObserver(on, isolationCheck: site.makeCheck()))
  }

  /// Subscribes closures to the sequence's elements, error, completion and disposal.
  ///
  /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`, which by default reports it through
  /// `Hooks.issueHandler` as an unhandled error. In debug builds, closures formed in main-actor code that are about
  /// to run off the main thread are reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onError: Called with the error that stops the sequence.
  ///   - onCompleted: Called when the sequence completes.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "subscribe(onNext:onError:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// `subscribe(onNext:onError:onCompleted:onDisposed:)` for closures formed at `site`.
  @inlinable
  func subscribe(
    onNext: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?, site: IsolationSite?
  ) -> any Disposable {
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    let check = site.makeCheck()
    guard let onDisposed else {
      let callbacks = SubscriberCallbacks(
        onNext: onNext, onError: onError, onCompleted: onCompleted, stopped: Disposables.create(),
        subscriptionCallStack: callStack, isolationCheck: check)
      return callbacks.subscribe(to: asObservable())
    }
    #if DEBUG
      let disposable = Disposables.create(with: check.checking("onDisposed", onDisposed))
    #else
      let disposable = Disposables.create(with: onDisposed)
    #endif
    let callbacks = SubscriberCallbacks(
      onNext: onNext, onError: onError, onCompleted: onCompleted, stopped: disposable,
      subscriptionCallStack: callStack, isolationCheck: check)
    return Disposables.create(callbacks.subscribe(to: asObservable()), disposable)
  }

  /// Subscribes closures that receive `object` (held weakly) with every event; nothing is called once `object` is
  /// gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onNext: Called with the object and each element.
  ///   - onError: Called with the object and the error.
  ///   - onCompleted: Called with the object on completion.
  ///   - onDisposed: Called with the object when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "subscribe(with:onNext:onError:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// `subscribe(with:onNext:onError:onCompleted:onDisposed:)` for closures formed at `site`.
  @inlinable
  func subscribe<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)?, onError: ((Object, any Swift.Error) -> Void)?,
    onCompleted: ((Object) -> Void)?, onDisposed: ((Object) -> Void)?, site: IsolationSite?
  ) -> any Disposable {
    let object = WeakObject(object)
    return subscribe(
      onNext: object.passing(to: onNext), onError: object.passing(to: onError),
      onCompleted: object.passing(to: onCompleted), onDisposed: object.passing(to: onDisposed), site: site)
  }
}

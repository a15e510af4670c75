extension ObservableType {
  /// Subscribes a closure to every event.
  /// - Parameter on: Called with each event.
  /// - Returns: The subscription.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    asObservable().subscribe(AnonymousObserver(on))
  }

  /// Subscribes closures to the sequence's elements, error, completion and disposal.
  ///
  /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`, which by default reports it through
  /// `Hooks.issueHandler` as an unhandled error.
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onError: Called with the error that stops the sequence.
  ///   - onCompleted: Called when the sequence completes.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  /// - Returns: The subscription.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    guard let onDisposed else {
      let observer = CallbackObserver(
        onNext: onNext, onError: onError, onCompleted: onCompleted, stopped: Disposables.create(),
        subscriptionCallStack: callStack)
      return asObservable().subscribe(observer)
    }
    let disposable = Disposables.create(with: onDisposed)
    let observer = CallbackObserver(
      onNext: onNext, onError: onError, onCompleted: onCompleted, stopped: disposable,
      subscriptionCallStack: callStack)
    return Disposables.create(asObservable().subscribe(observer), disposable)
  }

  /// Subscribes closures that receive `object` (held weakly) with every event; nothing is called once `object` is
  /// gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onNext: Called with the object and each element.
  ///   - onError: Called with the object and the error.
  ///   - onCompleted: Called with the object on completion.
  ///   - onDisposed: Called with the object when the subscription ends.
  /// - Returns: The subscription.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onNext: { [weak object] value in
        guard let object else { return }
        onNext?(object, value)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

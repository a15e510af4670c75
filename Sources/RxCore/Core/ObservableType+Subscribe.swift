extension ObservableType {
  /// Subscribes a closure to every event.
  /// - Parameter on: Called with each event.
  /// - Returns: The subscription.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    asObservable().subscribe(AnonymousObserver(on))
  }

  /// Subscribes closures to the sequence's elements, error, completion and disposal.
  ///
  /// An error with no `onError` handler is reported through `Hooks.issueHandler` as an unhandled error.
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onError: Called with the error that stops the sequence.
  ///   - onCompleted: Called when the sequence completes.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  /// - Returns: The subscription.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let disposable: any Disposable
    if let onDisposed {
      disposable = Disposables.create(with: onDisposed)
    } else {
      disposable = Disposables.create()
    }
    let observer = AnonymousObserver<Element> { event in
      switch event {
      case .next(let value):
        onNext?(value)
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          Hooks.reportUnhandled(error)
        }
        disposable.dispose()
      case .completed:
        onCompleted?()
        disposable.dispose()
      }
    }
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

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends the driver's elements to `observers`.
  /// - Returns: The subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asSharedSequence().asObservable().subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends the driver's elements, as optionals, to `observers`.
  /// - Returns: The subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends the driver's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
    drive(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the driver's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
    drive(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the driver's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
    drive(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the driver's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: PublishRelay<Element>...) -> any Disposable {
    drive(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the driver's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
    drive(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Subscribes closures to the driver.
  /// - Returns: The subscription.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    asSharedSequence().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly) to the driver.
  /// - Returns: The subscription.
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    asSharedSequence().asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Passes the driver to a binding function (a curried binder).
  /// - Returns: What `transformation` returns.
  @inlinable
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asSharedSequence().asObservable())
  }

  /// Passes the driver and `curriedArgument` to a curried binding function.
  /// - Returns: What `with` returns.
  @inlinable
  public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    with(asSharedSequence().asObservable())(curriedArgument)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Sends the signal's elements to `observers`.
  /// - Returns: The subscription.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asSharedSequence().asObservable().subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends the signal's elements, as optionals, to `observers`.
  /// - Returns: The subscription.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends the signal's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
    emit(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    emit(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the signal's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
    emit(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
    emit(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the signal's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
    emit(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
    emit(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Subscribes closures to the signal.
  /// - Returns: The subscription.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    asSharedSequence().asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` (held weakly) to the signal.
  /// - Returns: The subscription.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    asSharedSequence().asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}

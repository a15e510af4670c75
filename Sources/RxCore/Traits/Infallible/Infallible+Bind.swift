// The bindings RxCocoa defines on `Infallible`.

extension InfallibleType {
  /// Sends the sequence's events to `observers`.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends the sequence's elements, as optionals, to `observers`.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Passes the sequence to a binding function.
  /// - Parameter binder: The binding function.
  /// - Returns: What `binder` returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes the sequence and `curriedArgument` to a curried binding function.
  /// - Parameters:
  ///   - binder: The binding function.
  ///   - curriedArgument: The second argument of `binder`.
  /// - Returns: What `binder` returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes a closure to the elements.
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func bind(
    onNext: @escaping (Element) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: nil, onDisposed: nil,
      site: IsolationSite(isolation, call: "bind(onNext:)", file: file, line: line))
  }

  /// Sends the sequence's elements to `relays` (``PublishRelay``, ``BehaviorRelay`` or ``ReplayRelay``).
  /// - Returns: The subscription.
  public func bind<Relay: RelayType>(to relays: Relay...) -> any Disposable
  where Relay.Element == Element {
    subscribe(onNext: { relays.accept($0) })
  }

  /// Sends the sequence's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  public func bind<Relay: RelayType>(to relays: Relay...) -> any Disposable
  where Relay.Element == Element? {
    subscribe(onNext: { relays.accept($0) })
  }

  /// Subscribes a closure that receives `object` (held weakly) with each element.
  /// - Parameters:
  ///   - object: The object, held weakly.
  ///   - onNext: Called with the object and each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onError: nil, onCompleted: nil, onDisposed: nil,
      site: IsolationSite(isolation, call: "bind(with:onNext:)", file: file, line: line))
  }
}

extension InfallibleType {
  /// The sequence as a ``Driver``: delivered on the main thread and shared with replay of the latest element.
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension ObservableType {
  /// Sends the sequence's events to `observers`: `subscribe` under a name that says it is a binding, as in RxSwift.
  ///
  /// Every event reaches the observers, an error included; what an error means is the observer's to say. A
  /// ``Binder`` and a ``ControlProperty`` report it through `Hooks.issueHandler` (RxSwift stops the program in debug
  /// builds); the relays, which cannot take an error, have `bind(to:)` overloads of their own that report it.
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends the sequence's events, elements as optionals, to `observers`, an error included (see the overload above).
  /// - Returns: The subscription.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends the sequence's elements to `relays` (``PublishRelay``, ``BehaviorRelay`` or ``ReplayRelay``).
  /// - Returns: The subscription.
  public func bind<Relay: RelayType>(to relays: Relay...) -> any Disposable
  where Relay.Element == Element {
    bind(onNext: { relays.accept($0) })
  }

  /// Sends the sequence's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  public func bind<Relay: RelayType>(to relays: Relay...) -> any Disposable
  where Relay.Element == Element? {
    bind(onNext: { relays.accept($0) })
  }

  /// Passes the sequence to a binding function (a curried binder).
  /// - Returns: What `binder` returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes the sequence and `curriedArgument` to a curried binding function.
  ///
  /// ```swift
  /// names.bind(to: label.rx.text(prefix:), curriedArgument: "Hello, ")
  /// ```
  /// - Returns: What `binder` returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes a closure to the elements; an error is reported through `Hooks.issueHandler`.
  ///
  /// In debug builds, a closure formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler`, once per subscription.
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
    bind(onNext: onNext, site: IsolationSite(isolation, call: "bind(onNext:)", file: file, line: line))
  }

  /// `bind(onNext:)` for a closure formed at `site`.
  func bind(onNext: @escaping (Element) -> Void, site: IsolationSite?) -> any Disposable {
    subscribe(
      onNext: onNext, onError: { error in Hooks.report(.unhandledError, "Binding error: \(error)") },
      onCompleted: nil, onDisposed: nil, site: site)
  }

  /// Subscribes a closure that receives `object` (held weakly) with each element.
  /// - Parameters:
  ///   - object: Passed to the closures while it lives; held weakly.
  ///   - onNext: Called with `object` and each element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    bind(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext(object, element)
      }, site: IsolationSite(isolation, call: "bind(with:onNext:)", file: file, line: line))
  }
}

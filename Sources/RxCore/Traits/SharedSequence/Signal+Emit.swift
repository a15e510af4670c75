extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Sends the signal's elements to `observers`.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa documents it, and does not
  /// check).
  /// - Returns: The subscription.
  @inlinable
  public func emit<Observer: ObserverType>(
    to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable
  where Observer.Element == Element {
    forward(to: observers, "emit(to:)", of: .signal, file: file, line: line)
  }

  /// Sends the signal's elements, as optionals, to `observers`.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa documents it, and does not
  /// check).
  /// - Returns: The subscription.
  @inlinable
  public func emit<Observer: ObserverType>(
    to observers: Observer..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable
  where Observer.Element == Element? {
    forward(to: observers, "emit(to:)", of: .signal, file: file, line: line)
  }

  /// Sends the signal's elements to `relays` (``PublishRelay``, ``BehaviorRelay`` or ``ReplayRelay``).
  /// - Returns: The subscription.
  @inlinable
  public func emit<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Relay.Element == Element {
    forward("emit(to:)", of: .signal, file: file, line: line) { relays.accept($0) }
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Relay.Element == Element? {
    forward("emit(to:)", of: .signal, file: file, line: line) { relays.accept($0) }
  }

  /// Subscribes closures to the signal.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa documents it, and does not
  /// check). In debug builds, closures formed in main-actor code that are about to run off the main thread are
  /// reported too.
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onCompleted: Called when the signal completes.
  ///   - onDisposed: Called when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      "emit(onNext:onCompleted:onDisposed:)", of: .signal,
      file: file, line: line)
  }

  /// Subscribes closures that receive `object` (held weakly) to the signal.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue.
  /// - Parameters:
  ///   - object: Passed to the closures while it lives; held weakly.
  ///   - onNext: Called with `object` and each element.
  ///   - onCompleted: Called with `object` when the signal completes.
  ///   - onDisposed: Called with `object` when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      "emit(with:onNext:onCompleted:onDisposed:)", of: .signal,
      file: file, line: line)
  }

  /// Subscribes without closures, for a signal whose work is in its side effects (`do`).
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue.
  /// - Returns: The subscription.
  @inlinable
  public func emit(file: StaticString = #fileID, line: UInt = #line) -> any Disposable {
    subscribe(
      onNext: nil, onCompleted: nil, onDisposed: nil, isolation: nil, "emit()", of: .signal, file: file, line: line)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends the driver's elements to `observers`.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: The subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Observer.Element == Element {
    forward(to: observers, "drive(_:)", of: .driver, file: file, line: line)
  }

  /// Sends the driver's elements, as optionals, to `observers`.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: The subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Observer.Element == Element? {
    forward(to: observers, "drive(_:)", of: .driver, file: file, line: line)
  }

  /// Sends the driver's elements to `relays` (``PublishRelay``, ``BehaviorRelay`` or ``ReplayRelay``).
  /// - Returns: The subscription.
  @inlinable
  public func drive<Relay: RelayType>(_ relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Relay.Element == Element {
    forward("drive(_:)", of: .driver, file: file, line: line) { relays.accept($0) }
  }

  /// Sends the driver's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive<Relay: RelayType>(_ relays: Relay..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Relay.Element == Element? {
    forward("drive(_:)", of: .driver, file: file, line: line) { relays.accept($0) }
  }

  /// Subscribes closures to the driver.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program). In
  /// debug builds, closures formed in main-actor code that are about to run off the main thread (a driver made
  /// with a mocked `SharingScheduler`) are reported too.
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onCompleted: Called when the driver completes.
  ///   - onDisposed: Called when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      "drive(onNext:onCompleted:onDisposed:)", of: .driver,
      file: file, line: line)
  }

  /// Subscribes closures that receive `object` (held weakly) to the driver.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Parameters:
  ///   - object: Passed to the closures while it lives; held weakly.
  ///   - onNext: Called with `object` and each element.
  ///   - onCompleted: Called with `object` when the driver completes.
  ///   - onDisposed: Called with `object` when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      "drive(with:onNext:onCompleted:onDisposed:)", of: .driver,
      file: file, line: line)
  }

  /// Passes the driver to a binding function (a curried binder).
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: What `transformation` returns.
  @inlinable
  public func drive<Result>(
    _ transformation: (Observable<Element>) -> Result, file: StaticString = #fileID, line: UInt = #line
  ) -> Result {
    subscribeOnMain("drive(_:)", of: .driver, file: file, line: line) { transformation($0) }
  }

  /// Passes the driver and `curriedArgument` to a curried binding function.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: What `with` returns.
  @inlinable
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1, file: StaticString = #fileID,
    line: UInt = #line
  ) -> R2 {
    subscribeOnMain("drive(_:curriedArgument:)", of: .driver, file: file, line: line) { with($0)(curriedArgument) }
  }

  /// Subscribes without closures, for a driver whose work is in its side effects (`do`).
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: The subscription.
  @inlinable
  public func drive(file: StaticString = #fileID, line: UInt = #line) -> any Disposable {
    subscribe(
      onNext: nil, onCompleted: nil, onDisposed: nil, isolation: nil, "drive()", of: .driver, file: file, line: line)
  }
}

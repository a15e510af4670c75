extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends the driver's elements to `observers`.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: The subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Observer.Element == Element {
    MainThreadSubscription.require("drive(_:)", of: .driver, file: file, line: line)
    return asSharedSequence().asObservable().subscribe({ event in observers.forEach { $0.on(event) } }, site: nil)
  }

  /// Sends the driver's elements, as optionals, to `observers`.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: The subscription.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  where Observer.Element == Element? {
    MainThreadSubscription.require("drive(_:)", of: .driver, file: file, line: line)
    return asSharedSequence().asObservable().map { $0 as Element? }
      .subscribe({ event in observers.forEach { $0.on(event) } }, site: nil)
  }

  /// Sends the driver's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    drive(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the driver's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    drive(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the driver's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    drive(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the driver's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    drive(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the driver's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    drive(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// `drive(_:)` to relays: checks the thread and sends each element to `accept`.
  @inlinable
  func drive(relayCall file: StaticString, line: UInt, _ accept: @escaping (Element) -> Void) -> any Disposable {
    MainThreadSubscription.require("drive(_:)", of: .driver, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      onNext: accept, onError: nil, onCompleted: nil, onDisposed: nil, site: nil)
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
  ///   - isolation: The caller's isolation, filled in by Swift; pass `nil` for `@Sendable` closures formed
  ///     in main-actor code that may run anywhere.
  ///   - file: Where the call is, for the isolation check's report.
  ///   - line: Where the call is, for the isolation check's report.
  /// - Returns: The subscription.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    MainThreadSubscription.require("drive(onNext:onCompleted:onDisposed:)", of: .driver, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(isolation, call: "drive(onNext:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// Subscribes closures that receive `object` (held weakly) to the driver.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Parameters:
  ///   - object: Passed to the closures while it lives; held weakly.
  ///   - onNext: Called with `object` and each element.
  ///   - onCompleted: Called with `object` when the driver completes.
  ///   - onDisposed: Called with `object` when the subscription ends.
  ///   - isolation: The caller's isolation, filled in by Swift (see `drive(onNext:onCompleted:onDisposed:)`).
  ///   - file: Where the call is, for the isolation check's report.
  ///   - line: Where the call is, for the isolation check's report.
  /// - Returns: The subscription.
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    MainThreadSubscription.require(
      "drive(with:onNext:onCompleted:onDisposed:)", of: .driver, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "drive(with:onNext:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// Passes the driver to a binding function (a curried binder).
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue (RxCocoa stops the program).
  /// - Returns: What `transformation` returns.
  @inlinable
  public func drive<Result>(
    _ transformation: (Observable<Element>) -> Result, file: StaticString = #fileID, line: UInt = #line
  ) -> Result {
    MainThreadSubscription.require("drive(_:)", of: .driver, file: file, line: line)
    return transformation(asSharedSequence().asObservable())
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
    MainThreadSubscription.require("drive(_:curriedArgument:)", of: .driver, file: file, line: line)
    return with(asSharedSequence().asObservable())(curriedArgument)
  }
}

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
    MainThreadSubscription.require("emit(to:)", of: .signal, file: file, line: line)
    return asSharedSequence().asObservable().subscribe({ event in observers.forEach { $0.on(event) } }, site: nil)
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
    MainThreadSubscription.require("emit(to:)", of: .signal, file: file, line: line)
    return asSharedSequence().asObservable().map { $0 as Element? }
      .subscribe({ event in observers.forEach { $0.on(event) } }, site: nil)
  }

  /// Sends the signal's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    emit(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    emit(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the signal's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    emit(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    emit(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the signal's elements to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    emit(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// Sends the signal's elements, as optionals, to `relays`.
  /// - Returns: The subscription.
  @inlinable
  public func emit(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line)
    -> any Disposable
  {
    emit(relayCall: file, line: line) { element in relays.forEach { $0.accept(element) } }
  }

  /// `emit(to:)` to relays: checks the thread and sends each element to `accept`.
  @inlinable
  func emit(relayCall file: StaticString, line: UInt, _ accept: @escaping (Element) -> Void) -> any Disposable {
    MainThreadSubscription.require("emit(to:)", of: .signal, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      onNext: accept, onError: nil, onCompleted: nil, onDisposed: nil, site: nil)
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
  ///   - isolation: The caller's isolation, filled in by Swift; pass `nil` for `@Sendable` closures formed
  ///     in main-actor code that may run anywhere.
  ///   - file: Where the call is, for the isolation check's report.
  ///   - line: Where the call is, for the isolation check's report.
  /// - Returns: The subscription.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    MainThreadSubscription.require("emit(onNext:onCompleted:onDisposed:)", of: .signal, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(isolation, call: "emit(onNext:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// Subscribes closures that receive `object` (held weakly) to the signal.
  ///
  /// Call it on the main thread: off it, RxCore reports a `.wrongThread` issue.
  /// - Parameters:
  ///   - object: Passed to the closures while it lives; held weakly.
  ///   - onNext: Called with `object` and each element.
  ///   - onCompleted: Called with `object` when the signal completes.
  ///   - onDisposed: Called with `object` when the subscription ends.
  ///   - isolation: The caller's isolation, filled in by Swift (see `emit(onNext:onCompleted:onDisposed:)`).
  ///   - file: Where the call is, for the isolation check's report.
  ///   - line: Where the call is, for the isolation check's report.
  /// - Returns: The subscription.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    MainThreadSubscription.require("emit(with:onNext:onCompleted:onDisposed:)", of: .signal, file: file, line: line)
    return asSharedSequence().asObservable().subscribe(
      with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(isolation, call: "emit(with:onNext:onCompleted:onDisposed:)", file: file, line: line))
  }
}

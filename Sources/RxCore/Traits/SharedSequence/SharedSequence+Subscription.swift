/// The bodies `drive` and `emit` share: each checks that it is called on the main thread (``Driver`` and
/// ``Signal`` differ only in the trait the report names), then subscribes to the shared sequence.
extension SharedSequenceConvertibleType {
  /// Checks the thread, then hands the sequence to `subscribe`.
  @inlinable
  func subscribeOnMain<Result>(
    _ call: StaticString, of trait: MainThreadSubscription.Trait, file: StaticString, line: UInt,
    _ subscribe: (Observable<Element>) -> Result
  ) -> Result {
    MainThreadSubscription.require(call, of: trait, file: file, line: line)
    return subscribe(asSharedSequence().asObservable())
  }

  /// Sends every event to each of `observers`.
  @inlinable
  func forward<Observer: ObserverType>(
    to observers: [Observer], _ call: StaticString, of trait: MainThreadSubscription.Trait, file: StaticString,
    line: UInt
  ) -> any Disposable where Observer.Element == Element {
    subscribeOnMain(call, of: trait, file: file, line: line) { source in
      source.subscribe({ event in observers.forEach { $0.on(event) } }, site: nil)
    }
  }

  /// Sends every event, its element as an optional, to each of `observers`.
  @inlinable
  func forward<Observer: ObserverType>(
    to observers: [Observer], _ call: StaticString, of trait: MainThreadSubscription.Trait, file: StaticString,
    line: UInt
  ) -> any Disposable where Observer.Element == Element? {
    subscribeOnMain(call, of: trait, file: file, line: line) { source in
      source.map { $0 as Element? }.subscribe({ event in observers.forEach { $0.on(event) } }, site: nil)
    }
  }

  /// Sends each element to `accept` (what a relay does with it).
  @inlinable
  func forward(
    _ call: StaticString, of trait: MainThreadSubscription.Trait, file: StaticString, line: UInt,
    accept: @escaping (Element) -> Void
  ) -> any Disposable {
    subscribeOnMain(call, of: trait, file: file, line: line) { source in
      source.subscribe(onNext: accept, onError: nil, onCompleted: nil, onDisposed: nil, site: nil)
    }
  }

  /// Subscribes closures, with the isolation check's site for `call`.
  @inlinable
  func subscribe(
    onNext: ((Element) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, isolation: (any Actor)?,
    _ call: StaticString, of trait: MainThreadSubscription.Trait, file: StaticString, line: UInt
  ) -> any Disposable {
    subscribeOnMain(call, of: trait, file: file, line: line) { source in
      source.subscribe(
        onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
        site: IsolationSite(isolation, call: call, file: file, line: line))
    }
  }

  /// Subscribes closures that receive `object` (held weakly), with the isolation check's site for `call`.
  @inlinable
  func subscribe<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)?, onCompleted: ((Object) -> Void)?,
    onDisposed: ((Object) -> Void)?, isolation: (any Actor)?,
    _ call: StaticString, of trait: MainThreadSubscription.Trait, file: StaticString, line: UInt
  ) -> any Disposable {
    subscribeOnMain(call, of: trait, file: file, line: line) { source in
      source.subscribe(
        with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
        site: IsolationSite(isolation, call: call, file: file, line: line))
    }
  }
}

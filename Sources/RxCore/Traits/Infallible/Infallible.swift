/// A type that is, or can be viewed as, an ``Infallible``: an observable that never fails.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that never fails, as RxSwift's ``Infallible``.
///
/// Unlike ``Driver`` and ``Signal`` it does not share its subscription, replay, or move to the main thread: it is a
/// plain observable whose type promises that no error arrives.
///
/// ```swift
/// let names: Infallible<String> = api.names().asInfallible(onErrorJustReturn: "")
/// names.subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
public struct Infallible<Element>: InfallibleType {
  private let source: Observable<Element>

  /// Wraps `source`, which must not fail.
  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// The sequence as a plain ``Observable``.
  /// - Returns: The observable this trait wraps.
  public func asObservable() -> Observable<Element> { source }
}

extension Infallible: Sendable {}

extension InfallibleType {
  /// Subscribes closures to the elements, completion and disposal (there is no error to handle).
  ///
  /// In debug builds, closures formed in main-actor code that are about to run off the main thread are reported
  /// through `Hooks.issueHandler`, once per subscription.
  /// - Parameters:
  ///   - onNext: Called with each element.
  ///   - onCompleted: Called when the sequence completes.
  ///   - onDisposed: Called once when the subscription ends, for any reason.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asObservable().subscribe(
      onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "Infallible.subscribe(onNext:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// Subscribes closures that receive `object` (held weakly); nothing is called once `object` is gone.
  /// - Parameters:
  ///   - object: The object passed to every closure, held weakly.
  ///   - onNext: Called with the object and each element.
  ///   - onCompleted: Called with the object on completion.
  ///   - onDisposed: Called with the object when the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
      site: IsolationSite(
        isolation, call: "Infallible.subscribe(with:onNext:onCompleted:onDisposed:)", file: file, line: line))
  }

  /// Subscribes a closure to every event.
  ///
  /// An error cannot reach an ``Infallible`` made by RxCore; should one arrive anyway, RxSwift stops the program in
  /// debug builds, while RxCore reports it through `Hooks.issueHandler` and drops it.
  /// - Parameters:
  ///   - on: Called with each event.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The subscription.
  public func subscribe(
    _ on: @escaping (InfallibleEvent<Element>) -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    #if DEBUG
      let on = IsolationSite(isolation, call: "Infallible.subscribe(_:)", file: file, line: line).checking("event", on)
    #endif
    return asObservable().subscribe(
      { event in
        switch event {
        case .next(let element):
          on(.next(element))
        case .completed:
          on(.completed)
        case .error(let error):
          Hooks.report(.unhandledError, "Infallible must never emit an error event; it emitted \(error).")
        }
      }, site: nil)
  }
}

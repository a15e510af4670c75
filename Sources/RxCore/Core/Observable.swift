/// The type-erased observable sequence that every operator returns.
///
/// ``Observable`` cannot be subclassed outside RxCore; make sequences with `Observable.create`, the creation
/// operators, subjects or relays.
///
/// Thread safety: an ``Observable`` is immutable once made and may be subscribed to from any thread, so it is
/// `Sendable`. The closures given to operators run on whichever thread delivers the event, as in RxSwift.
///
/// Performance: `subscribe(_:)` is inlined into the caller, where the observer's type is concrete, and turns the
/// observer into an ``AnyObserver`` there, so the closure every event goes through is specialized code. Subclasses
/// implement `subscribe(erased:)`, which is not generic.
///
/// Its elements cross threads as they are: an `Element` that is not `Sendable` is shared between the threads that
/// send and receive it, so keep such elements on one thread (`observe(on:)`) or make them `Sendable`. In debug
/// builds, a closure formed in main-actor code that RxCore is about to run off the main thread is reported (see
/// ``RuntimeIssue/Kind/isolationViolation`` and <doc:ContractAndThreading>).
public class Observable<Element>: ObservableType, @unchecked Sendable {
  /// Whether the sequence sends all its events while it is being subscribed, and nothing later (`just`, `empty`,
  /// `error`, `never`, and `map`, `filter` and `compactMap` over them): then `emitSynchronously(_:)` sends them, and
  /// a stage over it needs no subscription object (see ``StageProducer``), nor does an inner sequence of `merge`,
  /// `flatMap` or `switchLatest` (see `InnerSequenceSink`).
  ///
  /// Stored, not overridden: higher-order operators read it once per inner sequence, and a load costs nothing where
  /// a call through the vtable shows on every element (`flatMapPumping`).
  @usableFromInline final let emitsSynchronously: Bool
  /// Whether it is a `StageRun`, which a stage over it extends: a load, where a dynamic cast would cost every
  /// `map` and `filter` a call into the runtime.
  @usableFromInline final let isStageRun: Bool
  /// Whether it is an `Observable.create`, whose subscribe function a run of stages over it sends to directly (see
  /// `AnonymousObservable.subscribe(root:)`): a load, for the same reason.
  @usableFromInline final let isCreate: Bool

  /// Makes the base of an observable.
  /// - Parameters:
  ///   - emitsSynchronously: See ``emitsSynchronously``; a subclass that says `true` overrides
  ///     `emitSynchronously(_:)`.
  ///   - isStageRun: `true` only for a `StageRun`.
  ///   - isCreate: `true` only for an `AnonymousObservable`.
  @usableFromInline init(emitsSynchronously: Bool = false, isStageRun: Bool = false, isCreate: Bool = false) {
    self.emitsSynchronously = emitsSynchronously
    self.isStageRun = isStageRun
    self.isCreate = isCreate
    #if DEBUG
      Resources.increment()
    #endif
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Subscribes `observer` to the sequence's events.
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that ends the subscription.
  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subscribe(erased: AnyObserver(observer))
  }

  /// Subscribes an observer already erased to ``AnyObserver``; every subclass overrides it.
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that ends the subscription.
  @usableFromInline
  func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Hooks.reportInternal("Observable.subscribe(erased:) was not overridden by \(type(of: self))")
    return Disposables.create()
  }

  /// Subscribes a sink to this sequence, its upstream, for the sink to keep the subscription and dispose it when
  /// the sink is disposed. The subscription may be the upstream's own sink (see `Producer` and `Sink`), so
  /// only a subscriber that lets go of it when disposed, and disposes it when the sequence stops, may call this:
  /// a `Sink`, or a `share` connection. The caller runs on the current-thread trampoline (a run
  /// function does; a `share` connection starts it). By default it is `subscribe(erased:)`.
  /// - Parameter observer: The sink, erased.
  /// - Returns: The subscription.
  @usableFromInline
  func subscribe(fromSink observer: AnyObserver<Element>) -> any Disposable {
    subscribe(erased: observer)
  }

  /// Sends the events of a sequence that `emitsSynchronously` to `observer`, all before returning: what subscribing
  /// does, with no observer that outlives the call; only called where `emitsSynchronously` is `true`. A sequence
  /// whose events run user code (a stage) sends them on the current-thread trampoline, as subscribing it does.
  @usableFromInline
  func emitSynchronously(_ observer: (Event<Element>) -> Void) {
    Hooks.reportInternal(
      "Observable.emitSynchronously was called on \(type(of: self)), which does not emit synchronously")
  }

  /// Returns `self`.
  @inlinable
  public final func asObservable() -> Observable<Element> { self }
}

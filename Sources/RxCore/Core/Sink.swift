import Synchronization

/// The base of every operator's subscription: forwards events to the downstream observer until disposed.
///
/// The operators that matter for speed use `Sink<AnyObserver<Element>>`, with `@inlinable` event handling, and are
/// built by a `Producer`'s specialized run function (see `Producer`), so every event runs specialized code.
@usableFromInline
class Sink<Observer: ObserverType>: Disposable {
  @usableFromInline final let observer: Observer
  @usableFromInline final let cancel: any Cancelable
  @usableFromInline final let disposedFlag = Atomic<Bool>(false)

  @usableFromInline
  init(observer: Observer, cancel: any Cancelable) {
    #if DEBUG
      Resources.increment()
    #endif
    self.observer = observer
    self.cancel = cancel
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Sends `event` downstream unless the sink has been disposed.
  @inlinable
  final func forwardOn(_ event: Event<Observer.Element>) {
    if disposedFlag.load(ordering: .acquiring) { return }
    observer.on(event)
  }

  /// Sends a stop event downstream and disposes the subscription.
  @inlinable
  final func forwardStop(_ event: Event<Observer.Element>) {
    forwardOn(event)
    dispose()
  }

  /// Whether the sink has been disposed.
  @inlinable
  final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    disposedFlag.store(true, ordering: .releasing)
    cancel.dispose()
  }
}

/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private static let disposedBit = 1
  private static let assignedBit = 2

  private let state = Atomic<Int>(0)
  @exclusivity(unchecked) private var sink: (any Disposable)?
  @exclusivity(unchecked) private var subscription: (any Disposable)?

  var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

  func setSinkAndSubscription(sink: any Disposable, subscription: any Disposable) {
    self.sink = sink
    self.subscription = subscription
    let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & Self.disposedBit != 0 {
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  func dispose() {
    let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
    let sink = self.sink
    let subscription = self.subscription
    self.sink = nil
    self.subscription = nil
    sink?.dispose()
    subscription?.dispose()
  }
}

/// The base of operators built from a sink: subscribing runs `run(erased:cancel:)` on the current-thread
/// trampoline.
///
/// Two ways to implement an operator:
/// - Override `run(_:cancel:)`, generic over the observer (simple; the sink's code runs unspecialized, because a
///   generic override is reached through the class's vtable).
/// - Override `run(erased:cancel:)` to call a run function stored by an `@inlinable` initializer: the initializer is
///   specialized where the operator is applied, so the function it stores, the sink it makes and the sink's
///   `@inlinable` event handling are specialized too. The operators on the hot paths (map, filter, share,
///   flatMap...) do this.
///
/// The subscriber receives a `SinkDisposer`, which lets go of the sink and its upstream subscription when
/// disposed: a disposed subscription kept in a `DisposeBag` does not keep the sink, its observer and the closures
/// they capture alive (a sink that was its own subscription would, and a closure capturing the bag would make a
/// cycle).
@usableFromInline
class Producer<Element>: Observable<Element>, @unchecked Sendable {
  /// What `run` returns: the sink (disposed first) and its upstream subscription.
  @usableFromInline typealias Parts = (sink: any Disposable, subscription: any Disposable)

  @usableFromInline override init() {}

  @usableFromInline
  final override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    if Trampoline.isActive {
      return subscribeNow(observer)
    }
    return Trampoline.run { self.subscribeNow(observer) }
  }

  private final func subscribeNow(_ observer: AnyObserver<Element>) -> any Disposable {
    let disposer = SinkDisposer()
    let parts = run(erased: observer, cancel: disposer)
    disposer.setSinkAndSubscription(sink: parts.sink, subscription: parts.subscription)
    return disposer
  }

  /// Makes the sink and subscribes it upstream; by default calls the generic `run(_:cancel:)`.
  @usableFromInline
  func run(erased observer: AnyObserver<Element>, cancel: any Cancelable) -> Parts {
    run(observer, cancel: cancel)
  }

  /// Makes the sink and subscribes it upstream.
  func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    Hooks.reportInternal("Producer.run was not overridden by \(type(of: self))")
    return (Disposables.create(), Disposables.create())
  }
}

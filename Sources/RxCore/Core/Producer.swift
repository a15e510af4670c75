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
/// disposed: a disposed subscription kept in a ``DisposeBag`` does not keep the sink, its observer and the closures
/// they capture alive (a sink that was its own subscription would, and a closure capturing the bag would make a
/// cycle). Between the sinks of a chain that disposer is not needed: see ``UpstreamHoldingProducer``.
@usableFromInline
class Producer<Element>: Observable<Element>, @unchecked Sendable {
  /// What `run` returns: the sink (disposed first) and its upstream subscription.
  @usableFromInline typealias Parts = (sink: any Disposable, subscription: any Disposable)

  @usableFromInline override init() {}

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Trampoline.enter { subscribeNow(observer) }
  }

  private final func subscribeNow(_ observer: AnyObserver<Element>) -> any Disposable {
    let disposer = SinkDisposer()
    // Taken apart at once: a whole `Parts` tuple is destroyed through the runtime's tuple metadata (about 450
    // instructions per subscription, measured).
    let (sink, subscription) = run(erased: observer, cancel: disposer)
    disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
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

/// A producer whose sink, when a downstream sink subscribes to it, is that sink's subscription itself: the sink
/// holds its own upstream subscription, and no `SinkDisposer` is made.
///
/// Only the subscription handed to the subscriber needs a `SinkDisposer`: it lets go of the sink, its observer and
/// the closures they capture when disposed, even while the subscriber keeps the disposed subscription (in a
/// ``DisposeBag``, say). A subscription one sink makes to its upstream is held by that sink alone, which lets go of
/// it when disposed, and every sink of these operators disposes itself when its upstream stops: that breaks the
/// cycle sink -> upstream sink -> observer -> sink.
///
/// An operator opts in by deriving its producer from this class and its sink from ``UpstreamHoldingSink``, and by
/// overriding `run(holding:disposer:)` to call a run function stored by its `@inlinable` initializer, which makes
/// the sink with `disposer`, subscribes it upstream with `subscribe(fromSink:)` and returns both. The sink's `on`
/// must dispose the sink on every stop event it receives.
/// - Subscribed by the subscriber (`subscribe(erased:)`): the sink and its subscription go to a `SinkDisposer`, as
///   for every producer.
/// - Subscribed by a downstream sink (`subscribe(fromSink:)`): the sink is made without a `SinkDisposer`, is given
///   its subscription with `hold(_:)` and is returned. If it stopped, and so was disposed, while subscribing
///   upstream, `hold(_:)` disposes the subscription at once: the `DisposalState` handshake `SinkDisposer` uses.
@usableFromInline
class UpstreamHoldingProducer<Element>: Producer<Element>, @unchecked Sendable {
  /// What `run(holding:disposer:)` returns: the sink and its upstream subscription.
  @usableFromInline typealias HoldingParts = (sink: SinkSubscription, subscription: any Disposable)

  @usableFromInline override init() {}

  /// Makes the sink with `disposer` (`nil` when a downstream sink subscribes) and subscribes it upstream with
  /// `subscribe(fromSink:)`.
  @usableFromInline
  func run(holding observer: AnyObserver<Element>, disposer: SinkDisposer?) -> HoldingParts {
    Hooks.reportInternal("UpstreamHoldingProducer.run(holding:disposer:) was not overridden by \(type(of: self))")
    return (SinkSubscription(disposer: disposer), Disposables.create())
  }

  @usableFromInline
  final override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Trampoline.enter { subscribeNow(observer) }
  }

  private final func subscribeNow(_ observer: AnyObserver<Element>) -> any Disposable {
    let disposer = SinkDisposer()
    let (sink, subscription) = run(holding: observer, disposer: disposer)
    disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
    return disposer
  }

  /// Expects the current-thread trampoline to be running (see `Observable.subscribe(fromSink:)`).
  @usableFromInline
  final override func subscribe(fromSink observer: AnyObserver<Element>) -> any Disposable {
    subscribeHeld(observer)
  }

  private final func subscribeHeld(_ observer: AnyObserver<Element>) -> any Disposable {
    let (sink, subscription) = run(holding: observer, disposer: nil)
    sink.hold(subscription)
    return sink
  }
}

/// The base of every operator built from a sink: subscribing runs the operator's `run(_:disposer:)` (its
/// ``SinkProducer`` conformance) on the current-thread trampoline.
///
/// The one shape of an operator: a final subclass that conforms to ``SinkProducer`` and passes its own type to
/// `init(running:)`. That initializer stores a run function that calls the subclass's `run` on the concrete type;
/// when the subclass's initializer is `@inlinable`, it is specialized where the operator is applied, and so are the
/// run function, the sink it makes and the sink's `@inlinable` event handling: every event runs specialized code.
/// This is the one place that trick is written. (A generic override reached through the class's vtable, or a
/// protocol witness of a generic type, would run unspecialized code.)
///
/// - Subscribed by the subscriber (`subscribe(erased:)`): the sink is made with a `SinkDisposer`, which the
///   subscriber receives. It lets go of the sink and its upstream subscription when disposed, so a disposed
///   subscription kept in a ``DisposeBag`` does not keep the sink, its observer and the closures they capture alive.
/// - Subscribed by a downstream sink (`subscribe(fromSink:)`): the sink is made without one, is given its upstream
///   subscription with `hold(_:)` and is returned: it is the downstream sink's subscription. If it stopped, and so
///   was disposed, while subscribing upstream, `hold(_:)` disposes the subscription at once (the `DisposalState`
///   handshake).
@usableFromInline
class Producer<Element>: Observable<Element>, @unchecked Sendable {
  /// What `run` returns: the sink (disposed first) and its upstream subscription.
  @usableFromInline typealias Parts = (sink: SinkSubscription, subscription: any Disposable)

  /// Calls the subclass's `run(_:disposer:)` on its concrete type. The only stored property, so the unspecialized
  /// `subscribe` finds it at a fixed offset.
  @usableFromInline final let runFunction: (Producer<Element>, Downstream<Element>, SinkDisposer?) -> Parts

  /// Makes the producer of an operator whose type is `Body` (the subclass calling it).
  ///
  /// Specialized (called from an `@inlinable` initializer, applied where the types are concrete), the run function
  /// captures nothing and allocates nothing. Called from unspecialized code, it captures `Body`'s type metadata, one
  /// allocation per producer: operators made once per event (`of`, `from`, `map`, `catch`...) are `@inlinable`.
  ///
  /// `emitsSynchronously`: see ``Observable/emitsSynchronously`` (a stage over `just`); `isStageRun`: see
  /// ``Observable/isStageRun``; `isCreate`: see ``Observable/isCreate``.
  @inlinable
  init<Body: Producer<Element> & SinkProducer>(
    running _: Body.Type, emitsSynchronously: Bool = false, isStageRun: Bool = false, isCreate: Bool = false
  ) where Body.Element == Element {
    // Only ever called with the producer that made it, whose type is `Body`.
    runFunction = { producer, downstream, disposer in
      unsafeDowncast(producer, to: Body.self).run(downstream, disposer: disposer)
    }
    super.init(emitsSynchronously: emitsSynchronously, isStageRun: isStageRun, isCreate: isCreate)
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    Trampoline.enter { subscribeNow(.observer(observer)) }
  }

  /// Subscribes the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`, taken from `callbacks` by the
  /// sink that keeps them (a run of stages; any other producer wraps them in a ``CallbackObserver``).
  @usableFromInline
  final func subscribe(callbacks: UnsafeMutablePointer<SubscriberCallbacks<Element>?>) -> any Disposable {
    Trampoline.enter { subscribeNow(.callbacks(callbacks)) }
  }

  private final func subscribeNow(_ downstream: Downstream<Element>) -> any Disposable {
    let disposer = SinkDisposer()
    // Taken apart at once: a whole `Parts` tuple is destroyed through the runtime's tuple metadata, a slow path on
    // every subscription.
    let (sink, subscription) = runFunction(self, downstream, disposer)
    disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
    return disposer
  }

  /// Expects the current-thread trampoline to be running (see `Observable.subscribe(fromSink:)`).
  @usableFromInline
  override func subscribe(fromSink observer: AnyObserver<Element>) -> any Disposable {
    subscribeHeld(observer)
  }

  private final func subscribeHeld(_ observer: AnyObserver<Element>) -> any Disposable {
    let (sink, subscription) = runFunction(self, .observer(observer), nil)
    sink.hold(subscription)
    return sink
  }
}

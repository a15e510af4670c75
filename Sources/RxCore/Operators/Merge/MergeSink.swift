/// The subscription of every merging operator: maps source elements to inner sequences and merges them.
///
/// It is its own subscription: the source's subscription and the inner sequences' are kept in its state, under its
/// lock, and disposed with it: subscribing allocates no disposable of its own.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>:
  SerialDeliverySink<Inner.Element, Event<Inner.Element>>, InnerSequencesSink
{
  @usableFromInline typealias Element = SourceElement
  @usableFromInline typealias InnerElement = Inner.Element
  @usableFromInline typealias State = MergeState<Inner>

  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline let closureCheck: ClosureCheck
  @usableFromInline @exclusivity(unchecked) var state: State
  /// What `disposeKept()` does, stored by the `@inlinable` initializer so that it runs code specialized for the
  /// sink's types: the override itself is reached through the class's vtable and runs unspecialized code, which
  /// looks the generic state's metadata up at run time.
  @usableFromInline let disposeFunction: (MergeSink<SourceElement, Inner>) -> Void
  @usableFromInline @exclusivity(unchecked) var sourceSubscription = SingleAssignmentState()
  @usableFromInline let lastCompletedInner = AtomicInt(0)
  /// Whether a thread is subscribing to inner sequences that were waiting (`subscribeWaiting`).
  @usableFromInline @exclusivity(unchecked) var isSubscribingWaiting = false
  /// Waiting inner sequences handed over to the thread that is already subscribing them, in order.
  @usableFromInline @exclusivity(unchecked) var handedOver: PendingQueue<State.Admitted>

  @inlinable
  init(
    policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner, site: IsolationSite?,
    observer: AnyObserver<InnerElement>, disposer: SinkDisposer?
  ) {
    self.policy = policy
    self.transform = transform
    self.closureCheck = ClosureCheck(site)
    self.state = MergeState(policy: policy)
    self.handedOver = PendingQueue()
    self.disposeFunction = { $0.disposeSubscriptions() }
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes to a fixed list of sequences (`Observable.merge(_:)`), in order; there is no source to wait for.
  @inlinable
  func run(sources: [Inner]) -> any Disposable {
    // Once the result has ended, the remaining sources are still subscribed, as in RxSwift: a cold source with side
    // effects runs them in both. They are disposed with the sink once this returns, after the ones it kept (RxSwift
    // disposes its group of them in the order they were subscribed).
    var late: [any Disposable] = []
    for source in sources {
      guard let admission = lock.withLock({ _ in state.arrived(source) }) else {
        late.append(source.asObservable().subscribe(erased: AnyObserver(eventHandler: { _ in })))
        continue
      }
      subscribeInner(source.asObservable(), as: admission)
    }
    forwardStop(.completed, if: { state.sourceCompleted() })
    return late.isEmpty ? Disposables.create() : Disposables.create(late)
  }

  @inlinable @inline(__always)
  func sourceEmitted(_ element: SourceElement) {
    var reserved: InnerAdmission?
    if case .firstOnly = policy {
      reserved = lock.withLock { _ in state.reserve() }
      guard reserved != nil else { return }
    }
    guard let inner = innerSequence(of: element) else { return }
    guard let admission = reserved ?? lock.withLock({ _ in state.arrived(inner) }) else { return }
    subscribeInner(inner.asObservable(), as: admission)
  }

  /// Handles the completion of an inner sequence: records it (and, if the result completes, takes the delivery
  /// turn) in one critical section, then disposes its kept subscription, if any, and subscribes to the next
  /// waiting one.
  @inlinable @inline(__always)
  func innerCompleted(via channel: InnerChannel) {
    var finished: InnerAdmission?
    var next: State.Admitted?
    forwardStop(
      .completed,
      if: {
        let completed = state.innerCompleted(via: channel)
        finished = recordStop(of: completed.stopped)
        switch completed.action {
        case .none:
          return false
        case .subscribe(let admitted):
          next = admitted
          return false
        case .complete:
          return true
        }
      })
    if let finished { lock.withLock { _ in state.takeSubscription(of: finished) }.dispose() }
    if let next { scheduleWaiting(next) }
  }

  /// Subscribes to a waiting inner sequence through the current thread's trampoline, as RxSwift does: at once when
  /// no trampoline runs on this thread, otherwise after the work already queued on it (a synchronous `of` sends
  /// one element per step, so what it feeds interleaves with the next inner sequence as in RxSwift). Nothing is
  /// subscribed if the result has stopped or been disposed meanwhile.
  @inlinable
  func scheduleWaiting(_ admitted: State.Admitted) {
    _ = CurrentThreadScheduler.instance.schedule(admitted) { [self] admitted in
      if !lock.withLock({ _ in state.isStopped }) { subscribeWaiting(admitted) }
      return Disposables.create()
    }
  }

  /// Subscribes to a waiting inner sequence; a completion that happens while subscribing (synchronous inner
  /// sequences) hands the next one over to this loop instead of recursing (the trampoline already queues the ones
  /// completed on this thread; this covers a completion from another thread meanwhile).
  @inlinable
  func subscribeWaiting(_ admitted: State.Admitted) {
    let isLoopOwner = lock.withLock { _ -> Bool in
      if isSubscribingWaiting {
        handedOver.append(admitted)
        return false
      }
      isSubscribingWaiting = true
      return true
    }
    guard isLoopOwner else { return }
    var current: State.Admitted? = admitted
    while let next = current {
      current = nil
      subscribeInner(next.inner.asObservable(), as: next.admission)
      lock.withLock { _ in
        current = state.isStopped ? nil : handedOver.popFirst()
        if current == nil { isSubscribingWaiting = false }
      }
    }
  }

  /// Disposes the subscriptions the sink keeps, through `disposeFunction`, once the sink is disposed and its
  /// subscribe has returned (see ``SinkSubscription/disposeKept()``).
  @usableFromInline
  override func disposeKept() {
    disposeFunction(self)
  }

  /// Disposes the source's and every running inner sequence's subscription.
  @inlinable
  func disposeSubscriptions() {
    let (source, leftovers) = lock.withLock { _ in (sourceSubscription.dispose(), state.dispose()) }
    source.dispose()
    leftovers.dispose()
  }
}

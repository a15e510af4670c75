extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards the elements of the most recent inner sequence the source emitted, unsubscribing from the previous
  /// one each time a new one arrives.
  ///
  /// ```swift
  /// searchQueries.map { api.search($0) }.switchLatest()  // only the latest search's results
  /// ```
  /// The result completes when the source and the latest inner sequence have completed, and fails as soon as the
  /// source or the latest inner sequence fails.
  /// - Returns: The elements of the latest inner sequence.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    SwitchProducer(source: asObservable(), transform: { $0 })
  }
}

/// The pure state machine of `switchLatest` and `flatMapLatest`: which inner sequence is the latest, which observer
/// each inner sequence gets, which subscription is kept and when the result completes.
///
/// Inner sequences are numbered and only the latest one's events are forwarded. The sink has one shared observer
/// that costs nothing to hand out: a new inner sequence takes it when it is free, and a stop event through it frees
/// it again (an inner sequence sends nothing after its stop event). A new inner sequence that finds it taken (the
/// previous one is still running, or was replaced before it stopped) gets an observer of its own, one object. So
/// switching to inner sequences that finish while they are subscribed (`just`, `from`) allocates nothing.
@usableFromInline
struct SwitchState {
  /// The observer an inner sequence's events come through.
  @usableFromInline
  enum Channel: Equatable {
    /// The sink's shared observer; the events belong to the inner sequence that took it.
    case shared
    /// An observer of the inner sequence with this identifier alone.
    case own(Int)
  }

  /// A new inner sequence to subscribe.
  @usableFromInline
  struct NewInner {
    @usableFromInline let id: Int
    @usableFromInline let channel: Channel
    /// The inner sequence it replaces, when that one's subscription is kept: take it (`takeSubscription(of:)`)
    /// and dispose it before subscribing.
    @usableFromInline let replaced: Int?

    @inlinable
    init(id: Int, channel: Channel, replaced: Int?) {
      self.id = id
      self.channel = channel
      self.replaced = replaced
    }
  }

  /// What a completed inner sequence leaves to do.
  @usableFromInline
  struct InnerCompletion {
    /// The inner sequence that completed, or `nil` for a completion through the shared observer while nobody has
    /// it. The sink publishes it (`SwitchSink.lastCompletedInner`), so the thread subscribing to that sequence
    /// learns without a critical section that its subscription is not to be kept.
    @usableFromInline let completed: Int?
    /// Whether the result completes now.
    @usableFromInline let completes: Bool
    /// The completed inner sequence, when its subscription is kept: take it (`takeSubscription(of:)`) and dispose
    /// it.
    @usableFromInline let finished: Int?

    @inlinable
    init(completed: Int?, completes: Bool, finished: Int?) {
      self.completed = completed
      self.completes = completes
      self.finished = finished
    }
  }

  @usableFromInline var latestID: Int
  /// Whether the latest inner sequence is still running.
  @usableFromInline var hasLatest: Bool
  @usableFromInline var isSourceDone: Bool
  /// Whether the result has stopped (completed, failed or disposed).
  @usableFromInline var isStopped: Bool
  /// The subscription to the latest inner sequence, from when subscribing returned while it runs (and to the one it
  /// replaced, until the sink takes it).
  ///
  /// Operations hand out the owner's identifier, not the subscription: the sink takes it (`takeSubscription(of:)`)
  /// in a second critical section only when there is one, so an element of an inner sequence that finished while it
  /// was subscribed (`just`) moves no existential around.
  @usableFromInline var latestSubscription: HeldDisposable
  /// The inner sequence `latestSubscription` belongs to.
  @usableFromInline var latestSubscriptionOwner: Int
  /// The inner sequence that took the shared observer, until its stop event; `nil` while it is free.
  @usableFromInline var sharedObserverOwner: Int?

  @inlinable
  init() {
    latestID = 0
    hasLatest = false
    isSourceDone = false
    isStopped = false
    latestSubscription = .none
    latestSubscriptionOwner = 0
    sharedObserverOwner = nil
  }

  /// Makes a new inner sequence the latest: its identifier (1, 2, ...), its observer and the subscription it
  /// replaces, or `nil` when the result has stopped.
  @inlinable
  mutating func switchToNewInner() -> NewInner? {
    guard !isStopped else { return nil }
    // 0, which `SwitchSink.lastCompletedInner` holds while no inner sequence has completed, comes back only after
    // 2^64 inner sequences.
    latestID &+= 1
    hasLatest = true
    let channel: Channel
    if sharedObserverOwner == nil {
      sharedObserverOwner = latestID
      channel = .shared
    } else {
      channel = .own(latestID)
    }
    return NewInner(id: latestID, channel: channel, replaced: latestSubscription.isNone ? nil : latestSubscriptionOwner)
  }

  /// Keeps the subscription to the inner sequence `id` once subscribing returned; returns `false` when it must be
  /// disposed at once instead (the inner sequence has stopped or was replaced meanwhile, or the result stopped).
  @inlinable
  mutating func keep(_ subscription: any Disposable, of id: Int) -> Bool {
    guard hasLatest, isForwarding(id) else { return false }
    latestSubscription = .some(subscription)
    latestSubscriptionOwner = id
    return true
  }

  /// Takes the kept subscription of the inner sequence `id`, if it is still there.
  @inlinable
  mutating func takeSubscription(of id: Int) -> HeldDisposable {
    guard latestSubscriptionOwner == id else { return .none }
    return latestSubscription.take()
  }

  /// Whether events of the inner sequence `id` are still forwarded.
  @inlinable
  func isForwarding(_ id: Int) -> Bool {
    !isStopped && id == latestID
  }

  /// The inner sequence an event through `channel` comes from, or `nil` for an event through the shared observer
  /// while nobody has it (a sequence sending after its stop event). A stop event frees the shared observer.
  @inlinable
  mutating func sender(of channel: Channel, isStopEvent: Bool) -> Int? {
    switch channel {
    case .own(let id):
      return id
    case .shared:
      guard let id = sharedObserverOwner else { return nil }
      if isStopEvent { sharedObserverOwner = nil }
      return id
    }
  }

  /// Whether an element through `channel` is forwarded.
  @inlinable
  mutating func innerElement(via channel: Channel) -> Bool {
    guard let id = sender(of: channel, isStopEvent: false) else { return false }
    return isForwarding(id)
  }

  /// Records the completion of the inner sequence behind `channel`.
  @inlinable
  mutating func innerCompleted(via channel: Channel) -> InnerCompletion {
    guard let id = sender(of: channel, isStopEvent: true) else {
      return InnerCompletion(completed: nil, completes: false, finished: nil)
    }
    guard isForwarding(id) else { return InnerCompletion(completed: id, completes: false, finished: nil) }
    hasLatest = false
    let finished = latestSubscription.isNone ? nil : id
    guard isSourceDone else { return InnerCompletion(completed: id, completes: false, finished: finished) }
    isStopped = true
    return InnerCompletion(completed: id, completes: true, finished: finished)
  }

  /// Records the failure of the inner sequence behind `channel`; returns whether the error must be delivered.
  @inlinable
  mutating func innerFailed(via channel: Channel) -> Bool {
    guard let id = sender(of: channel, isStopEvent: true), isForwarding(id) else { return false }
    isStopped = true
    return true
  }

  /// Records the completion of the source; returns whether the result completes now.
  @inlinable
  mutating func sourceCompleted() -> Bool {
    guard !isStopped else { return false }
    isSourceDone = true
    guard !hasLatest else { return false }
    isStopped = true
    return true
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }

  /// Stops the result for good, on disposal; returns the latest inner sequence's subscription to dispose.
  @inlinable
  mutating func dispose() -> HeldDisposable {
    isStopped = true
    return latestSubscription.take()
  }
}

/// Subscribes to the latest inner sequence and forwards its events until a newer one arrives.
///
/// It is its own subscription: the source's subscription and the latest inner sequence's are kept in its state,
/// under its lock, and disposed with it: subscribing allocates no disposable of its own.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
  SerialDeliverySink<Inner.Element, Event<Inner.Element>>, ObserverType
{
  @usableFromInline typealias Element = SourceElement
  @usableFromInline typealias Result = Inner.Element

  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline @exclusivity(unchecked) var state = SwitchState()
  /// What `dispose()` does, stored by the `@inlinable` initializer so that it runs code specialized for the
  /// sink's types: the override itself is reached through the class's vtable and runs unspecialized code, which
  /// looks the generic state's metadata up at run time.
  @usableFromInline let disposeFunction: (SwitchSink<SourceElement, Inner>) -> Void
  /// The subscription to the source, guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var sourceSubscription = SingleAssignmentState()
  /// The last inner sequence that completed (0 before any did), written under `lock` and read without it.
  ///
  /// The thread that has just subscribed to an inner sequence reads it: when that sequence has completed already
  /// (`just`, `from`), `keep` would refuse its subscription (a completed inner sequence is never kept), so the
  /// thread disposes it without a second critical section. A completion it does not see yet costs that critical
  /// section, nothing more.
  @usableFromInline let lastCompletedInner = AtomicInt(0)

  @inlinable
  init(transform: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Result>, disposer: SinkDisposer?) {
    self.transform = transform
    self.disposeFunction = { $0.disposeSubscriptions() }
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes to the source; the sink disposes everything itself, so the subscription returned does nothing.
  @inlinable
  func run(source: Observable<SourceElement>) -> any Disposable {
    let subscription = source.subscribe(self)
    switch lock.withLock({ _ in sourceSubscription.assign(subscription) }) {
    case .kept: break
    case .disposeNow, .assignedTwice: subscription.dispose()
    }
    return Disposables.create()
  }

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let inner: Inner
      do {
        inner = try transform(element)
      } catch {
        submit(.error(error), if: { state.stop() }, performing: { self.forward($0) })
        return
      }
      guard let new = lock.withLock({ _ in state.switchToNewInner() }) else { return }
      if let replaced = new.replaced { lock.withLock { _ in state.takeSubscription(of: replaced) }.dispose() }
      let subscription: any Disposable
      switch new.channel {
      case .shared:
        subscription = inner.asObservable().subscribe(
          erased: AnyObserver(eventHandler: { self.innerReceived($0, via: .shared) }))
      case .own(let id):
        subscription = inner.asObservable().subscribe(SwitchInnerObserver(sink: self, id: id))
      }
      // An inner sequence that completed while it was subscribed (`just`, `from`) is not kept: that needs no second
      // critical section.
      if lastCompletedInner.load(ordering: .acquiring) == new.id
        || !lock.withLock({ _ in state.keep(subscription, of: new.id) })
      {
        subscription.dispose()
      }
    case .error(let error):
      submit(.error(error), if: { state.stop() }, performing: { self.forward($0) })
    case .completed:
      lock.withLock { _ in sourceSubscription.dispose() }.dispose()
      submit(.completed, if: { state.sourceCompleted() }, performing: { self.forward($0) })
    }
  }

  @inlinable @inline(__always)
  func innerReceived(_ event: Event<Result>, via channel: SwitchState.Channel) {
    switch event {
    case .next:
      forwardElement(event, if: { state.innerElement(via: channel) })
    case .error:
      submit(event, if: { state.innerFailed(via: channel) }, performing: { self.forward($0) })
    case .completed:
      innerCompleted(via: channel)
    }
  }

  /// Handles the completion of an inner sequence: records it (and, if the result completes, takes the delivery
  /// turn) in one critical section, then disposes its kept subscription, if any.
  @inlinable @inline(__always)
  func innerCompleted(via channel: SwitchState.Channel) {
    var finished: Int?
    // The thread comes with the turn: only a completion that ends the result needs it.
    let taken = lock.withLock { _ -> (turn: SerialDelivery<Event<Result>>.Turn, thread: ThreadIdentity)? in
      let completion = state.innerCompleted(via: channel)
      if let completed = completion.completed { lastCompletedInner.store(completed, ordering: .releasing) }
      finished = completion.finished
      guard completion.completes else { return nil }
      let thread = ThreadIdentity.current
      return (delivery.submit(.completed, from: thread, turn: deliveryTurn), thread)
    }
    switch taken {
    case (.now, let thread)?:
      forwardStop(.completed)
      // The closure (a retain of the sink) is made only when other threads queued work meanwhile.
      if !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.forward($0) }) }
    case (.nested, _)?:
      forwardStop(.completed)
    case (.later, _)?, nil:
      break
    }
    if let finished { lock.withLock { _ in state.takeSubscription(of: finished) }.dispose() }
  }

  /// Disposes the sink, through `disposeFunction`.
  @usableFromInline
  override func dispose() {
    disposeFunction(self)
  }

  /// Stops forwarding and disposes the source's and the latest inner sequence's subscriptions.
  @inlinable
  func disposeSubscriptions() {
    let (source, latest) = lock.withLock { _ in (sourceSubscription.dispose(), state.dispose()) }
    super.dispose()
    source.dispose()
    latest.dispose()
  }
}

/// Observes one inner sequence of `switchLatest` / `flatMapLatest` that found the sink's shared observer taken.
@usableFromInline
final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
  @usableFromInline let sink: SwitchSink<SourceElement, Inner>
  @usableFromInline let id: Int

  @inlinable
  init(sink: SwitchSink<SourceElement, Inner>, id: Int) {
    self.sink = sink
    self.id = id
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    sink.innerReceived(event, via: .own(id))
  }
}

/// The observable of `switchLatest` and `flatMapLatest`.
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let transform: (SourceElement) throws -> Inner

  @inlinable
  init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.transform = transform
    super.init(running: SwitchProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SwitchSink(transform: transform, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

extension ObservableType {
  /// Merges the elements of several sequences into one, in the order they arrive.
  ///
  /// ```swift
  /// Observable.merge(localChanges, remoteChanges).subscribe(onNext: { apply($0) })
  /// ```
  /// Every source is subscribed at once, in order. The result completes when every source has completed and fails
  /// as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of an array of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty array) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of a collection of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty collection) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    MergeArrayProducer(sources: Array(sources))
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to every inner sequence the source emits and merges their elements, in the order they arrive.
  ///
  /// ```swift
  /// let downloads: Observable<Observable<Data>> = urls.map { download($0) }
  /// downloads.merge().subscribe(onNext: { save($0) })
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails.
  /// - Returns: The merged sequence.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    MergeProducer(source: asObservable(), policy: .all, transform: { $0 })
  }

  /// Merges the elements of the inner sequences the source emits, with at most `maxConcurrent` of them subscribed
  /// at a time; the others wait, in order, until one completes.
  ///
  /// ```swift
  /// requests.map { send($0) }.merge(maxConcurrent: 2)
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails. A `maxConcurrent` below 1 fails with `RxError.argumentOutOfRange` without
  /// subscribing to the source.
  /// - Parameter maxConcurrent: The largest number of inner sequences subscribed at the same time (at least 1).
  /// - Returns: The merged sequence.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    guard maxConcurrent >= 1 else { return Observable.error(RxError.argumentOutOfRange) }
    return MergeProducer(source: asObservable(), policy: .limit(maxConcurrent), transform: { $0 })
  }
}

/// Which inner sequences a merging operator subscribes to, and when.
@usableFromInline
enum MergePolicy {
  /// Subscribe to every inner sequence at once (`merge()`, `flatMap`).
  case all
  /// Subscribe to at most this many at a time; the others wait in order (`merge(maxConcurrent:)`, `concatMap`).
  case limit(Int)
  /// Ignore the source's elements while an inner sequence is running (`flatMapFirst`).
  case firstOnly
}

/// The pure state machine of the merging operators: how many inner sequences run, which wait, which observer each
/// gets, the subscriptions to the running ones, and when the result completes.
///
/// The sink has one shared observer that costs nothing to hand out: an inner sequence that starts while it is free
/// takes it, and its stop event frees it again (an inner sequence sends nothing after its stop event). An inner
/// sequence that starts while another one holds it gets an observer of its own, one object. So merging inner
/// sequences that finish while they are subscribed (`just`, `from`), or that do not overlap, allocates nothing.
@usableFromInline
struct MergeState<Inner> {
  /// The observer an inner sequence's events come through.
  @usableFromInline
  enum Channel: Equatable {
    /// The sink's shared observer; the events belong to the inner sequence that took it.
    case shared
    /// An observer of one inner sequence alone, whose subscription is kept under this key.
    case own(Int)
  }

  /// How an inner sequence about to be subscribed is observed, and which subscription it gets.
  @usableFromInline
  enum Admission: Equatable {
    /// Through the shared observer, taken for the `generation`-th time.
    case shared(generation: Int)
    /// Through an observer of its own, with its subscription kept under `key`.
    case own(key: Int)

    /// The observer its events come through.
    @inlinable
    var channel: Channel {
      switch self {
      case .shared: .shared
      case .own(let key): .own(key)
      }
    }
  }

  /// An inner sequence to subscribe now, as `admission` says.
  @usableFromInline
  struct Admitted {
    @usableFromInline let inner: Inner
    @usableFromInline let admission: Admission

    @inlinable
    init(inner: Inner, admission: Admission) {
      self.inner = inner
      self.admission = admission
    }
  }

  /// What to do after an inner sequence completed.
  @usableFromInline
  enum InnerCompletion {
    /// Nothing more.
    case none
    /// Subscribe to this waiting inner sequence in its place.
    case subscribe(Admitted)
    /// Everything has completed: complete the result.
    case complete
  }

  /// What an inner sequence's completion leaves to do.
  @usableFromInline
  struct AfterCompletion {
    @usableFromInline let action: InnerCompletion
    /// The completed inner sequence's admission, when its subscription may be kept: take it
    /// (`takeSubscription(for:)`) and dispose it.
    @usableFromInline let finished: Admission?

    @inlinable
    init(_ action: InnerCompletion, finished: Admission?) {
      self.action = action
      self.finished = finished
    }
  }

  /// What disposal leaves to dispose and release, outside the lock.
  @usableFromInline
  struct Leftovers {
    @usableFromInline let shared: HeldDisposable
    @usableFromInline let own: CompositeMembers
    /// Inner sequences that never started, released outside the lock (their `deinit` might run user code).
    @usableFromInline let waiting: PendingQueue<Inner>

    @inlinable
    init(shared: HeldDisposable, own: CompositeMembers, waiting: PendingQueue<Inner>) {
      self.shared = shared
      self.own = own
      self.waiting = waiting
    }

    /// Disposes every subscription.
    @inlinable
    func dispose() {
      shared.dispose()
      own.forEach { $0.dispose() }
    }
  }

  @usableFromInline let policy: MergePolicy
  @usableFromInline var activeCount: Int
  /// Inner sequences waiting for a free place.
  @usableFromInline var waiting: PendingQueue<Inner>
  @usableFromInline var isSourceDone: Bool
  /// Whether the result has stopped (completed, failed or disposed).
  @usableFromInline var isStopped: Bool
  /// How many times the shared observer was taken.
  @usableFromInline var sharedGeneration: Int
  /// Whether an inner sequence holds the shared observer (until its stop event).
  @usableFromInline var isSharedObserverTaken: Bool
  /// The subscription to the inner sequence holding the shared observer, from when subscribing returned until the
  /// sink takes it after its completion (the shared observer is handed out again only then).
  ///
  /// Operations hand out admissions, not subscriptions: the sink takes a subscription (`takeSubscription(for:)`) in
  /// a second critical section only when there is one, so an inner sequence that finished while it was subscribed
  /// (`just`) moves no existential around.
  @usableFromInline var sharedSubscription: HeldDisposable
  /// The generation of the shared observer's holder `sharedSubscription` belongs to.
  @usableFromInline var sharedSubscriptionGeneration: Int
  /// The subscriptions to the running inner sequences that have observers of their own (a placeholder until
  /// subscribing returned).
  @usableFromInline var ownSubscriptions: CompositeMembers

  @inlinable
  init(policy: MergePolicy) {
    self.policy = policy
    self.activeCount = 0
    self.waiting = PendingQueue()
    self.isSourceDone = false
    self.isStopped = false
    self.sharedGeneration = 0
    self.isSharedObserverTaken = false
    self.sharedSubscription = .none
    self.sharedSubscriptionGeneration = 0
    self.ownSubscriptions = CompositeMembers()
  }

  /// Chooses the observer of an inner sequence about to be subscribed.
  @inlinable
  mutating func admit() -> Admission {
    if isSharedObserverTaken || !sharedSubscription.isNone {
      return .own(key: ownSubscriptions.insert(Disposables.create()))
    }
    isSharedObserverTaken = true
    sharedGeneration &+= 1
    return .shared(generation: sharedGeneration)
  }

  /// For `.firstOnly`: whether a new element of the source may start an inner sequence (and reserves its place).
  @inlinable
  mutating func reserve() -> Admission? {
    guard !isStopped, activeCount == 0 else { return nil }
    activeCount = 1
    return admit()
  }

  /// For `.all` and `.limit`: records a new inner sequence; returns how to subscribe it when it must be subscribed
  /// now, `nil` when it waits or the result has stopped.
  @inlinable
  mutating func arrived(_ inner: Inner) -> Admission? {
    guard !isStopped else { return nil }
    if case .limit(let limit) = policy, activeCount >= limit {
      waiting.append(inner)
      return nil
    }
    activeCount += 1
    return admit()
  }

  /// Keeps the subscription to an inner sequence once subscribing returned; returns `false` when it must be disposed
  /// at once instead (the inner sequence has stopped meanwhile, or the result stopped).
  @inlinable
  mutating func keep(_ subscription: any Disposable, for admission: Admission) -> Bool {
    guard !isStopped else { return false }
    switch admission {
    case .shared(let generation):
      guard isSharedObserverTaken, generation == sharedGeneration else { return false }
      sharedSubscription = .some(subscription)
      sharedSubscriptionGeneration = generation
      return true
    case .own(let key):
      return ownSubscriptions.replace(key: key, with: subscription)
    }
  }

  /// Takes the kept subscription of the inner sequence admitted with `admission`, if it is still there.
  @inlinable
  mutating func takeSubscription(for admission: Admission) -> HeldDisposable {
    switch admission {
    case .shared(let generation):
      guard sharedSubscriptionGeneration == generation else { return .none }
      return sharedSubscription.take()
    case .own(let key):
      guard let subscription = ownSubscriptions.remove(key: key) else { return .none }
      return .some(subscription)
    }
  }

  /// Whether an element through `channel` is forwarded (through a free shared observer: a sequence sending after
  /// its stop event, dropped).
  @inlinable
  func forwardsElement(via channel: Channel) -> Bool {
    !isStopped && (channel != .shared || isSharedObserverTaken)
  }

  /// Records the failure of an inner sequence; returns whether the error must be delivered.
  @inlinable
  mutating func innerFailed(via channel: Channel) -> Bool {
    if channel == .shared {
      guard isSharedObserverTaken else { return false }
      isSharedObserverTaken = false
    }
    return stop()
  }

  /// Records the completion of an inner sequence.
  @inlinable
  mutating func innerCompleted(via channel: Channel) -> AfterCompletion {
    let finished: Admission?
    switch channel {
    case .shared:
      guard isSharedObserverTaken else { return AfterCompletion(.none, finished: nil) }
      isSharedObserverTaken = false
      finished = sharedSubscription.isNone ? nil : .shared(generation: sharedSubscriptionGeneration)
    case .own(let key):
      guard ownSubscriptions.contains(key: key) else { return AfterCompletion(.none, finished: nil) }
      finished = .own(key: key)
    }
    guard !isStopped else { return AfterCompletion(.none, finished: finished) }
    if let next = waiting.popFirst() {
      return AfterCompletion(.subscribe(Admitted(inner: next, admission: admit())), finished: finished)
    }
    activeCount -= 1
    return AfterCompletion(completeIfFinished() ? .complete : .none, finished: finished)
  }

  /// Records the completion of the source; returns whether the result completes now.
  @inlinable
  mutating func sourceCompleted() -> Bool {
    guard !isStopped else { return false }
    isSourceDone = true
    return completeIfFinished()
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }

  /// Stops the result for good, on disposal; returns the subscriptions to dispose and the inner sequences that
  /// were still waiting.
  @inlinable
  mutating func dispose() -> Leftovers {
    isStopped = true
    defer {
      ownSubscriptions = CompositeMembers()
      waiting = PendingQueue()
    }
    return Leftovers(shared: sharedSubscription.take(), own: ownSubscriptions, waiting: waiting)
  }

  @inlinable
  mutating func completeIfFinished() -> Bool {
    guard isSourceDone, activeCount == 0 else { return false }
    isStopped = true
    return true
  }
}

/// The subscription of every merging operator: maps source elements to inner sequences and merges them.
///
/// It is its own subscription: the source's subscription and the inner sequences' are kept in its state, under its
/// lock, and disposed with it: subscribing allocates no disposable of its own.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>:
  SerialDeliverySink<Inner.Element, Event<Inner.Element>>, ObserverType
{
  @usableFromInline typealias Element = SourceElement
  @usableFromInline typealias Result = Inner.Element
  @usableFromInline typealias State = MergeState<Inner>

  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline @exclusivity(unchecked) var state: State
  /// What `dispose()` does, stored by the `@inlinable` initializer so that it runs code specialized for the
  /// sink's types: the override itself is reached through the class's vtable and runs unspecialized code, which
  /// looks the generic state's metadata up at run time.
  @usableFromInline let disposeFunction: (MergeSink<SourceElement, Inner>) -> Void
  /// The subscription to the source, guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var sourceSubscription = SingleAssignmentState()
  /// Whether a thread is subscribing to inner sequences that were waiting (`subscribeWaiting`).
  @usableFromInline @exclusivity(unchecked) var isSubscribingWaiting = false
  /// Waiting inner sequences handed over to the thread that is already subscribing them, in order.
  @usableFromInline @exclusivity(unchecked) var handedOver: PendingQueue<State.Admitted>

  @inlinable
  init(
    policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Result>,
    disposer: SinkDisposer?
  ) {
    self.policy = policy
    self.transform = transform
    self.state = MergeState(policy: policy)
    self.handedOver = PendingQueue()
    self.disposeFunction = { $0.disposeSubscriptions() }
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes to the source of inner sequences; the sink disposes everything itself, so the subscription
  /// returned does nothing.
  @inlinable
  func run(source: Observable<SourceElement>) -> any Disposable {
    let subscription = source.subscribe(self)
    switch lock.withLock({ _ in sourceSubscription.assign(subscription) }) {
    case .kept: break
    case .disposeNow, .assignedTwice: subscription.dispose()
    }
    return Disposables.create()
  }

  /// Subscribes to a fixed list of sequences (`Observable.merge(_:)`); there is no source to wait for.
  @inlinable
  func run(sources: [Inner]) -> any Disposable {
    // Once the result has ended, the remaining sources are still subscribed, and disposed after the last, as in
    // RxSwift: a cold source with side effects runs them in both.
    var late: [any Disposable] = []
    for source in sources {
      guard let admission = lock.withLock({ _ in state.arrived(source) }) else {
        late.append(source.asObservable().subscribe(erased: AnyObserver(eventHandler: { _ in })))
        continue
      }
      subscribeInner(State.Admitted(inner: source, admission: admission))
    }
    for subscription in late { subscription.dispose() }
    submit(.completed, if: { state.sourceCompleted() }, performing: { self.forward($0) })
    return Disposables.create()
  }

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      sourceEmitted(element)
    case .error(let error):
      fail(error)
    case .completed:
      lock.withLock { _ in sourceSubscription.dispose() }.dispose()
      submit(.completed, if: { state.sourceCompleted() }, performing: { self.forward($0) })
    }
  }

  @inlinable
  func sourceEmitted(_ element: SourceElement) {
    var reserved: State.Admission?
    if case .firstOnly = policy {
      reserved = lock.withLock { _ in state.reserve() }
      guard reserved != nil else { return }
    }
    let inner: Inner
    do {
      inner = try transform(element)
    } catch {
      fail(error)
      return
    }
    guard let admission = reserved ?? lock.withLock({ _ in state.arrived(inner) }) else { return }
    subscribeInner(State.Admitted(inner: inner, admission: admission))
  }

  @inlinable
  func subscribeInner(_ admitted: State.Admitted) {
    let observable = admitted.inner.asObservable()
    let subscription: any Disposable
    switch admitted.admission {
    case .shared:
      subscription = observable.subscribe(erased: AnyObserver(eventHandler: { self.innerReceived($0, via: .shared) }))
    case .own(let key):
      subscription = observable.subscribe(MergeInnerObserver(sink: self, key: key))
    }
    if !lock.withLock({ _ in state.keep(subscription, for: admitted.admission) }) { subscription.dispose() }
  }

  @inlinable @inline(__always)
  func innerReceived(_ event: Event<Result>, via channel: State.Channel) {
    switch event {
    case .next:
      forwardElement(event, if: { state.forwardsElement(via: channel) })
    case .error:
      submit(event, if: { state.innerFailed(via: channel) }, performing: { self.forward($0) })
    case .completed:
      var finished: State.Admission?
      var next: State.Admitted?
      submit(
        .completed,
        if: {
          let after = state.innerCompleted(via: channel)
          finished = after.finished
          switch after.action {
          case .none:
            return false
          case .subscribe(let admitted):
            next = admitted
            return false
          case .complete:
            return true
          }
        }, performing: { self.forward($0) })
      if let finished { lock.withLock { _ in state.takeSubscription(for: finished) }.dispose() }
      if let next { subscribeWaiting(next) }
    }
  }

  /// Subscribes to a waiting inner sequence; a completion that happens while subscribing (synchronous inner
  /// sequences) hands the next one over to this loop instead of recursing.
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
      subscribeInner(next)
      lock.withLock { _ in
        current = state.isStopped ? nil : handedOver.popFirst()
        if current == nil { isSubscribingWaiting = false }
      }
    }
  }

  @inlinable
  func fail(_ error: any Swift.Error) {
    submit(.error(error), if: { state.stop() }, performing: { self.forward($0) })
  }

  /// Disposes the sink, through `disposeFunction`.
  @usableFromInline
  override func dispose() {
    disposeFunction(self)
  }

  /// Stops forwarding and disposes the source's and every running inner sequence's subscription.
  @inlinable
  func disposeSubscriptions() {
    let (source, leftovers) = lock.withLock { _ in (sourceSubscription.dispose(), state.dispose()) }
    super.dispose()
    source.dispose()
    leftovers.dispose()
  }
}

/// Observes one inner sequence of a merging operator that started while the sink's shared observer was taken.
@usableFromInline
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
  @usableFromInline let sink: MergeSink<SourceElement, Inner>
  /// The key of its subscription in the sink's state.
  @usableFromInline let key: Int

  @inlinable
  init(sink: MergeSink<SourceElement, Inner>, key: Int) {
    self.sink = sink
    self.key = key
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    sink.innerReceived(event, via: .own(key))
  }
}

/// The observable of `merge()`, `merge(maxConcurrent:)`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`.
@usableFromInline
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner

  @inlinable
  init(source: Observable<SourceElement>, policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.policy = policy
    self.transform = transform
    super.init(running: MergeProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = MergeSink(policy: policy, transform: transform, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

/// The observable of `Observable.merge(_:)`.
@usableFromInline
final class MergeArrayProducer<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let sources: [Observable<Element>]

  @inlinable
  init(sources: [Observable<Element>]) {
    self.sources = sources
    super.init(running: MergeArrayProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = MergeSink<Observable<Element>, Observable<Element>>(
      policy: .all, transform: { $0 }, observer: observer, disposer: disposer)
    return (sink, sink.run(sources: sources))
  }
}

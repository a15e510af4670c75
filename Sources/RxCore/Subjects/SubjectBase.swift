/// The machinery every subject shares: the subscriber list, the stop event and serialized delivery.
///
/// Delivery rules (the same for every subject and relay):
/// - No lock is held while a subscriber runs. Events sent from several threads at once are queued and delivered
///   one after another by the thread that was delivering first, so a subscriber never sees two events at once.
/// - An event sent from inside a subscriber of the same subject (reentrancy) is delivered at once, nested, as in
///   RxSwift; DEBUG builds report it through `Hooks.issueHandler`, as RxSwift's debug builds warn.
/// - After a stop event the subject ignores further events; late subscribers get the stop event.
/// - After `dispose()` the subject ignores events and new subscribers get `RxError.disposed`.
///
/// Performance: sending an event (`on`) is inlined where the subject's element type is concrete; subscribing runs a
/// function the subject's `@inlinable` initializer made, so it is specialized as well.
///
/// `Sendable` whatever `Element` is: events may be sent and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
public class SubjectBase<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
  /// What a caller asks the subject to do, in order.
  @usableFromInline
  enum Work {
    case event(Event<Element>)
    case subscribe(SubjectObserver<Element>)
  }

  /// What to do, outside the lock, after a piece of work changed the subject's state.
  @usableFromInline
  enum Plan {
    /// Send `event` (after `preceding`, if any) to `targets`; `replaced` is an element the subject no longer
    /// keeps, released with the plan, after the lock.
    case broadcast(
      ContiguousArray<SubjectObserver<Element>>, Event<Element>, preceding: Element?, replaced: Element?)
    /// Send a new subscriber what it must receive first.
    case replay(SubjectObserver<Element>, [Event<Element>])
    /// Send a new subscriber its replay, then add it (``SubjectState/admit(_:)``).
    case replayThenAdd(SubjectObserver<Element>, [Event<Element>])
    /// Nothing to deliver; `replaced` is released with the plan, after the lock.
    case nothing(replaced: Element?)
  }

  @usableFromInline final let lock = RxLock()
  /// The subscribers, the memory and the phase; guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) final var state: SubjectState<Element>
  @usableFromInline @exclusivity(unchecked) final var delivery: SerialDelivery<Work>
  /// Who delivers; a `let`, so the delivering thread gives the turn up without the lock (see `SerialDeliveryTurn`).
  @usableFromInline final let deliveryTurn: SerialDeliveryTurn
  /// Subscribes an observer; made by the `@inlinable` initializer, so it runs specialized code.
  @usableFromInline final let subscribeFunction: (SubjectBase<Element>, AnyObserver<Element>) -> any Disposable
  /// Removes a subscriber that disposed its subscription; made beside `subscribeFunction`, for the same reason: the
  /// subscriber's `dispose()` runs unspecialized code, which would reach the state through its generic metadata.
  @usableFromInline final let unsubscribeFunction: (SubjectBase<Element>, SubjectObserver<Element>) -> Void
  /// Whether a new subscriber is added only after its replay: a ``ReplaySubject``'s, as in RxSwift, where an
  /// event sent into the subject from inside that replay reaches only the earlier subscribers. A ``BehaviorSubject``
  /// and `share(replay: 1, scope: .whileConnected)` add it first, as RxSwift's do.
  @usableFromInline final let addsAfterReplay: Bool

  /// Always inlined: left to the optimizer, it stayed out of line once `Observable` stored a field, and the memory
  /// was copied through its value witness on every subscription (`publishSubjectCreating`).
  @inlinable @inline(__always)
  init(memory: SubjectMemory<Element>, addsAfterReplay: Bool = false) {
    self.addsAfterReplay = addsAfterReplay
    self.state = SubjectState(memory: memory)
    self.delivery = SerialDelivery()
    self.deliveryTurn = SerialDeliveryTurn()
    self.subscribeFunction = { subject, observer in subject.subscribeEntry(observer) }
    self.unsubscribeFunction = { subject, entry in subject.unsubscribe(entry) }
    super.init()
  }

  /// Whether the subject has any subscribers.
  public final var hasObservers: Bool { lock.withLock { _ in state.hasObservers } }

  /// Whether `dispose()` has been called.
  public final var isDisposed: Bool { lock.withLock { _ in state.isDisposed } }

  /// Sends `event` to every subscriber.
  @inlinable @inline(__always)
  public final func on(_ event: Event<Element>) {
    // `perform(.event(event))` without building its `Work` and `Plan` values: the same turn (`SerialDelivery`) and
    // the same state step (`receive`), taken in one critical section; the event is delivered without the lock.
    let thread = ThreadIdentity.current
    var turn = SerialDelivery<Work>.Turn.later
    var broadcast = SubjectState<Element>.Broadcast()
    lock.withLock { _ in
      turn = delivery.submit(.event(event), from: thread, turn: deliveryTurn)
      if turn != .later { broadcast = state.receive(event) }
    }
    switch turn {
    case .later:
      return
    case .nested:
      #if DEBUG
        reportReentrancy(event)
      #endif
      deliver(event, preceding: broadcast.preceding, to: broadcast.targets)
    case .now:
      deliver(event, preceding: broadcast.preceding, to: broadcast.targets)
      drain(by: thread)
    }
    withExtendedLifetime(broadcast.replaced) {}
  }

  @inlinable @inline(__always)
  final func deliver(
    _ event: Event<Element>, preceding: Element?, to targets: ContiguousArray<SubjectObserver<Element>>
  ) {
    if let preceding {
      for target in targets { target.deliver(.next(preceding)) }
    }
    for target in targets { target.deliver(event) }
  }

  @usableFromInline
  final override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    subscribeFunction(self, observer)
  }

  @inlinable
  final func subscribeEntry(_ observer: AnyObserver<Element>) -> any Disposable {
    let entry = SubjectObserver<Element>(observer.observer, subject: self)
    perform(.subscribe(entry))
    return entry
  }

  /// Releases the subscribers and every stored value; the subject ignores events from now on.
  public func dispose() {
    let released = lock.withLock { _ in state.dispose() }
    withExtendedLifetime(released) {}
  }

  // MARK: - Serialized delivery

  @inlinable
  final func perform(_ work: Work) {
    let thread = ThreadIdentity.current
    var turn = SerialDelivery<Work>.Turn.later
    // Moved out with `take()`: bound with `if let`, the plan was copied through its value witness on every
    // subscription.
    var next: Plan?
    lock.withLock { _ in
      turn = delivery.submit(work, from: thread, turn: deliveryTurn)
      if turn != .later { next = plan(work) }
    }
    switch turn {
    case .later:
      return
    case .nested:
      #if DEBUG
        if case .event(let event) = work { reportReentrancy(event) }
      #endif
      if let next = next.take() { execute(next) }
    case .now:
      if let next = next.take() { execute(next) }
      drain(by: thread)
    }
  }

  /// Reports an event sent from inside one of this subject's own subscribers (DEBUG builds).
  @usableFromInline
  final func reportReentrancy(_ event: Event<Element>) {
    guard Hooks.isGrammarCheckEnabled else { return }
    Hooks.report(
      .reentrancy,
      "\(type(of: self)) received \(event) while it was still delivering the previous event "
        + "(sent from inside one of its own subscribers). It was delivered at once, nested, as in RxSwift.")
  }

  /// Runs the work other threads queued while this thread was delivering, then gives up the delivery turn (without
  /// the lock when nothing was queued).
  ///
  /// Inlined: giving the turn up when nothing was queued is one compare-and-exchange, and the call showed on every
  /// event (`publishSubjectContention2`, `driverPumping`); the queue is run by `drainQueued(by:)`.
  @inlinable @inline(__always)
  final func drain(by thread: ThreadIdentity) {
    if !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(by: thread) }
  }

  /// Runs the work other threads queued, until none is left and the turn is given up.
  @inlinable
  final func drainQueued(by thread: ThreadIdentity) {
    while true {
      var next: Plan?
      lock.withLock { _ in
        if let work = delivery.next(turn: deliveryTurn) {
          next = plan(work)
        }
      }
      guard let next else { return }
      execute(next)
    }
  }

  /// Changes the state for `work` (called with the lock held) and says what to deliver.
  @inlinable
  final func plan(_ work: Work) -> Plan {
    switch work {
    case .event(let event):
      let broadcast = state.receive(event)
      guard !broadcast.targets.isEmpty else { return .nothing(replaced: broadcast.replaced) }
      return .broadcast(broadcast.targets, event, preceding: broadcast.preceding, replaced: broadcast.replaced)
    case .subscribe(let entry):
      switch state.subscribe(entry, addsAfterReplay: addsAfterReplay, disposedError: RxError.disposed(object: self)) {
      case .added(let replay), .refused(let replay):
        return replay.isEmpty ? .nothing(replaced: nil) : .replay(entry, replay)
      case .replayFirst(let replay):
        return .replayThenAdd(entry, replay)
      }
    }
  }

  /// Delivers what `plan` decided; called without the lock.
  @inlinable
  final func execute(_ plan: Plan) {
    switch plan {
    case .broadcast(let targets, let event, let preceding, _):
      deliver(event, preceding: preceding, to: targets)
    case .replay(let target, let events):
      for event in events { target.deliver(event) }
    case .replayThenAdd(let target, let events):
      for event in events { target.deliver(event) }
      // Still this thread's delivery turn: what other threads send meanwhile waits and reaches the subscriber.
      if let stop = lock.withLock({ _ in state.admit(target) }) { target.deliver(stop) }
    case .nothing:
      break
    }
  }

  /// Removes a subscriber that disposed its subscription.
  @inlinable
  final func unsubscribe(_ entry: SubjectObserver<Element>) {
    lock.withLock { _ in state.unsubscribe(entry) }
  }
}

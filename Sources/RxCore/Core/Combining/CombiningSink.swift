// The engine behind `combineLatest` and `zip` (every arity and the collection forms), one type per file in this
// folder.
//
// Each source stores its elements into a shared `Slots` value (a tuple for the fixed arities, an array for the
// collection forms) while its thread has the sink's delivery turn; the `CombiningRule` turns the slots into a
// snapshot of the values to combine (for `zip` it also removes them) and runs the result selector on that snapshot.

/// The subscription of a combining operator: stores elements, decides with `CombiningState`, combines and forwards,
/// one event at a time.
///
/// Its slots and state are guarded by its delivery turn (`SerialDelivery`'s "state under the turn"): the thread with
/// the turn stores, decides and forwards with no lock held, and a thread that finds the turn busy queues its event
/// (`CombiningWork`) under `lock` for the thread with the turn. The lock guards only that queue and the sources'
/// subscriptions.
///
/// It is also the subscription to its sources: it keeps each source's subscription (one `SingleAssignmentState`
/// per source, under `lock`) and ends them when disposed (`disposeKept()`, once its subscribe has returned), so a
/// subscription needs no disposable per source and no composite of them.
@usableFromInline
final class CombiningSink<Rule: CombiningRule>:
  SerialDeliverySink<Rule.Result, CombiningWork>
{
  @usableFromInline typealias Slots = Rule.Slots
  @usableFromInline typealias Snapshot = Rule.Snapshot
  @usableFromInline typealias Result = Rule.Result

  @usableFromInline let parent: CombiningProducer<Rule>
  /// The subscription to each source, guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var subscriptions: SourceTable<SingleAssignmentState>
  /// The producer's rule, kept here so an event reaches the result selector without going through `parent`.
  @usableFromInline let rule: Rule
  /// The sources' latest (or, for `zip`, waiting) elements, guarded by the delivery turn.
  @usableFromInline @exclusivity(unchecked) var slots: Slots
  /// Guarded by the delivery turn.
  @usableFromInline @exclusivity(unchecked) var state: CombiningState
  /// The isolation check of the result selector (nothing in release builds).
  @usableFromInline let closureCheck: ClosureCheck

  @inlinable
  init(parent: CombiningProducer<Rule>, observer: AnyObserver<Result>, disposer: SinkDisposer?) {
    self.parent = parent
    self.subscriptions = SourceTable(count: parent.sourceCount)
    self.rule = parent.rule
    self.slots = parent.slots
    self.state = CombiningState(mode: parent.mode, completesEarly: parent.completesEarly, count: parent.sourceCount)
    self.closureCheck = ClosureCheck(parent.site.value)
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes to the sources; returns nothing to dispose, because disposing the sink ends those subscriptions.
  @inlinable
  func run() -> any Disposable {
    parent.subscribeSources(self)
    // With no source, nothing else ever takes the turn: this thread takes it to complete (`combineLatest` of none
    // first emits the combination of nothing).
    guard parent.sourceCount == 0 else { return Disposables.create() }
    let thread = ThreadIdentity.current
    if deliveryTurn.claim(by: thread) == .taken {
      // `combineLatest` of none starts in its steady state: it combines nothing once.
      if state.combinesEveryElement, let snapshot = Rule.take(&slots) { deliverCombined(snapshot) }
      if state.stop() { forwardStop(.completed) }
      drainWaiting(by: thread, performing: { $0.apply() })
    }
    return Disposables.create()
  }

  /// Keeps the subscription to source number `index` until that source stops or the sink is disposed.
  @usableFromInline
  func keep(_ subscription: any Disposable, at index: Int) {
    switch lock.withLock({ _ in subscriptions.update(at: index) { $0.assign(subscription) } }) {
    case .kept:
      break
    case .disposeNow:
      subscription.dispose()
    case .assignedTwice:
      Hooks.reportInternal("A combining operator kept a second subscription to source \(index).")
      subscription.dispose()
    }
  }

  /// Ends the subscription to source number `index` (now, or as soon as it is kept).
  @usableFromInline
  func disposeSubscription(at index: Int) {
    lock.withLock { _ in subscriptions.update(at: index) { $0.dispose() } }.dispose()
  }

  /// Ends the subscription to every source, in order, once the sink is disposed and its subscribe has returned: a
  /// stop while the sources are being subscribed leaves the ones already subscribed until all are (a source that
  /// stops still ends its own at once, in `applyStop`), as in RxSwift.
  @usableFromInline
  override func disposeKept() {
    for index in 0..<parent.sourceCount {
      disposeSubscription(at: index)
    }
  }

  /// Handles an event of source number `index`; `store` writes its element into the slots (source number `index`'s)
  /// and returns the element it replaced, if any.
  ///
  /// The thread with the delivery turn owns the slots and the state: it takes the turn with one compare-and-exchange
  /// (no lock), stores, decides, combines and forwards, then gives the turn up with another. A thread that finds the
  /// turn busy queues the event for the thread with the turn (`receiveContended`). Inlined into each source's
  /// observer, so `index` and `store` are constants there; `store` escapes only when the event is queued.
  @inlinable @inline(__always)
  func receive<Element>(
    _ event: Event<Element>, at index: Int, store: @escaping (inout Slots, Element, Int) -> Element?
  ) {
    let thread = ThreadIdentity.current
    switch deliveryTurn.claim(by: thread) {
    case .taken:
      apply(event, at: index, store: store)
      drainWaiting(by: thread, performing: { $0.apply() })
    case .nested:
      applyOutOfLine(event, at: index, store: store)
    case .busy:
      receiveContended(event, at: index, store: store, from: thread)
    }
  }

  /// `receive` when another thread had the turn: queues the event for it under the lock, or, if that thread gave the
  /// turn up meanwhile, takes the turn and applies the event itself. Out of line, so each source's observer holds
  /// only a call for it.
  @inlinable @inline(never)
  func receiveContended<Element>(
    _ event: Event<Element>, at index: Int, store: @escaping (inout Slots, Element, Int) -> Element?,
    from thread: ThreadIdentity
  ) {
    // `submit` makes the closure only when it queues it.
    let turn = lock.withLock { _ in
      delivery.submit(
        CombiningWork { [self] in if !isDisposed { applyOutOfLine(event, at: index, store: store) } },
        from: thread, turn: deliveryTurn)
    }
    switch turn {
    case .now:
      applyOutOfLine(event, at: index, store: store)
      drainWaiting(by: thread, performing: { $0.apply() })
    case .nested:
      applyOutOfLine(event, at: index, store: store)
    case .later:
      return
    }
  }

  /// `apply` out of line, for the rarer outcomes (a nested call, an event that waited for the turn), so that each
  /// source's observer holds one inlined copy of `apply`.
  @inlinable @inline(never)
  func applyOutOfLine<Element>(
    _ event: Event<Element>, at index: Int, store: (inout Slots, Element, Int) -> Element?
  ) {
    apply(event, at: index, store: store)
  }

  /// Stores and delivers an event of source number `index`, with the turn.
  @inlinable @inline(__always)
  func apply<Element>(_ event: Event<Element>, at index: Int, store: (inout Slots, Element, Int) -> Element?) {
    switch event {
    case .next(let element):
      applyElement(element, at: index, store: store)
    case .error(let error):
      applyStop(failure: error, at: index)
    case .completed:
      applyStop(failure: nil, at: index)
    }
  }

  /// Handles the error (`failure`) or the completion (`nil`) of source number `index`, with the turn, once per
  /// source: out of line, so that the code for each element saves fewer registers.
  ///
  /// The fixed arities end the source's subscription first; the collection forms forward first and end it with the
  /// others, or at once for a completion that leaves the result running (`endsAStoppedSourceFirst`), as in RxSwift.
  @inlinable @inline(never)
  func applyStop(failure: (any Error)?, at index: Int) {
    let endsFirst = parent.endsAStoppedSourceFirst
    if endsFirst { disposeSubscription(at: index) }
    if let failure {
      if state.stop() { forwardStop(.error(failure)) }
    } else if state.completed(at: index) {
      forwardStop(.completed)
    } else if !endsFirst {
      disposeSubscription(at: index)
    }
  }

  /// Stores an element of source number `index` and combines, with the turn. The steady state of `combineLatest` is
  /// one test of the state's phase, a store and a snapshot taken without testing each slot; the other cases are out of line
  /// (`applyElementChangingState`), so a steady element saves fewer registers.
  @inlinable @inline(__always)
  func applyElement<Element>(_ element: Element, at index: Int, store: (inout Slots, Element, Int) -> Element?) {
    // In the steady state its phase is the only test (a result that stopped has left it), and every slot has an
    // element, so the snapshot is taken without testing them.
    guard state.combinesEveryElement else {
      return applyElementChangingState(element, at: index, store: store)
    }
    // The element it replaces is released after the result was forwarded: its `deinit` may run user code, which
    // could send into a source again (nested) before this element's combination went out.
    let replaced = store(&slots, element, index)
    deliverCombined(Rule.takeFilled(&slots))
    withExtendedLifetime(replaced) {}
  }

  /// `applyElement` before the steady state (or for `zip`).
  @inlinable @inline(never)
  func applyElementChangingState<Element>(
    _ element: Element, at index: Int, store: (inout Slots, Element, Int) -> Element?
  ) {
    let action = state.receivedChangingCounts(at: index)
    guard action != .drop else { return }
    let replaced = store(&slots, element, index)
    defer { withExtendedLifetime(replaced) {} }
    switch action {
    case .drop, .wait:
      return
    case .complete:
      forwardStop(.completed)
    case .combine:
      guard let snapshot = Rule.take(&slots) else {
        _ = state.stop()
        forwardStop(.error(RxError.unknown))
        Hooks.reportInternal("A combining operator had no element to combine for one of its sources.")
        return
      }
      deliverCombined(snapshot)
    }
  }

  /// Combines `snapshot` with the result selector and forwards the result (or the error it throws), with the turn.
  ///
  /// The selector runs whether or not the sink was disposed meanwhile, as in RxSwift (`forwardOn` then drops the
  /// result); an event that waited for another thread is applied only while the sink is not disposed.
  @inlinable @inline(__always)
  func deliverCombined(_ snapshot: Snapshot) {
    let result: Result
    closureCheck.verify("resultSelector")
    do {
      result = try rule.combine(snapshot)
    } catch {
      _ = state.stop()
      forwardStop(.error(error))
      return
    }
    forwardOn(.next(result))
  }
}

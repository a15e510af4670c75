// The engine behind `combineLatest` and `zip` (every arity and the collection forms), one type per file in this
// folder.
//
// Each source stores its elements into a shared `Slots` value (a tuple for the fixed arities, an array for the
// collection forms) under the sink's lock; the `CombiningRule` turns the slots into a snapshot of the values to
// combine (for `zip` it also removes them) and runs the result selector on that snapshot outside the lock.

/// The subscription of a combining operator: stores elements, decides with `CombiningState`, combines outside
/// the lock.
///
/// It is also the subscription to its sources: it keeps each source's subscription (one `SingleAssignmentState`
/// per source, under `lock`) and ends them when disposed, so a subscription needs no disposable per source and no
/// composite of them.
@usableFromInline
final class CombiningSink<Rule: CombiningRule>:
  SerialDeliverySink<AnyObserver<Rule.Result>, CombiningWork<Rule.Snapshot, Rule.Result>>
{
  @usableFromInline typealias Slots = Rule.Slots
  @usableFromInline typealias Snapshot = Rule.Snapshot
  @usableFromInline typealias Result = Rule.Result

  @usableFromInline let parent: CombiningProducer<Rule>
  /// The subscription to each source, guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var subscriptions: [SingleAssignmentState]
  /// The producer's rule, kept here so an event reaches the result selector without going through `parent`.
  @usableFromInline let rule: Rule
  @usableFromInline @exclusivity(unchecked) var slots: Slots
  @usableFromInline @exclusivity(unchecked) var state: CombiningState

  @inlinable
  init(parent: CombiningProducer<Rule>, observer: AnyObserver<Result>, cancel: any Cancelable) {
    self.parent = parent
    self.subscriptions = Array(repeating: SingleAssignmentState(), count: parent.sourceCount)
    self.rule = parent.rule
    self.slots = parent.slots
    self.state = CombiningState(mode: parent.mode, completesEarly: parent.completesEarly, count: parent.sourceCount)
    super.init(observer: observer, cancel: cancel)
  }

  /// Subscribes to the sources; returns nothing to dispose, because disposing the sink ends those subscriptions.
  @inlinable
  func run() -> any Disposable {
    parent.subscribeSources(self)
    if parent.sourceCount == 0 {
      if parent.mode == .latest {
        submit({ Rule.take(&slots).map { .combine($0) } }, performing: { self.deliver($0) })
      }
      submit(.stop(.completed), if: { state.stop() }, performing: { self.deliver($0) })
    }
    return Disposables.create()
  }

  /// Keeps the subscription to source number `index` until that source stops or the sink is disposed.
  @usableFromInline
  func keep(_ subscription: any Disposable, at index: Int) {
    switch lock.withLock({ _ in subscriptions[index].assign(subscription) }) {
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
    lock.withLock { _ in subscriptions[index].dispose() }.dispose()
  }

  @usableFromInline
  override func dispose() {
    super.dispose()
    for index in 0..<parent.sourceCount {
      disposeSubscription(at: index)
    }
  }

  /// Handles an event of source number `index`; `store` writes its element into the slots and returns the element
  /// it replaced, if any.
  @inlinable
  func receive<Element>(_ event: Event<Element>, at index: Int, store: (inout Slots, Element) -> Element?) {
    switch event {
    case .next(let element):
      receiveElement(element, at: index, store: store)
    case .error(let error):
      receiveStop(failure: error, at: index)
    case .completed:
      receiveStop(failure: nil, at: index)
    }
  }

  /// Handles the error (`failure`) or the completion (`nil`) of source number `index`, once per source: out of
  /// line, so that the code for each element saves fewer registers.
  @inlinable @inline(never)
  func receiveStop(failure: (any Error)?, at index: Int) {
    disposeSubscription(at: index)
    if let failure {
      submit(.stop(.error(failure)), if: { state.stop() }, performing: { self.deliver($0) })
    } else {
      submit(.stop(.completed), if: { state.completed(at: index) }, performing: { self.deliver($0) })
    }
  }

  /// Handles an element of source number `index`: stores it, decides, and takes the delivery turn in one critical
  /// section; then combines and forwards outside the lock. The usual outcomes (wait, or combine with the turn) build
  /// no `CombiningWork`: only work that must wait for another thread is stored as one.
  ///
  /// The steady state of `combineLatest` is its own straight path: the lock is taken with `lock()` and the other
  /// cases continue, still holding it, in `receiveElementChangingState`, which releases it. (One closure for both
  /// would make every steady element pay the bookkeeping of the other cases: about 13 instructions per level.)
  @inlinable @inline(__always)
  func receiveElement<Element>(_ element: Element, at index: Int, store: (inout Slots, Element) -> Element?) {
    let thread = ThreadIdentity.current
    lock.lock()
    // The flag first: in the steady state it is the only test (it is never set once the result stopped), and every
    // slot has an element, so the snapshot is taken without testing them.
    guard state.combinesEveryElement else {
      return receiveElementChangingState(element, at: index, store: store, from: thread)
    }
    // The element it replaces is released after the lock, never inside it.
    let replaced = store(&slots, element)
    let snapshot = Rule.takeFilled(&slots)
    let turn = delivery.submit(.combine(snapshot), from: thread, turn: deliveryTurn)
    lock.unlock()
    if turn != .later {
      deliverCombined(snapshot)
      // The closure only on the slow path: formed before the atomic, it costs a retain and a release of the sink.
      if turn == .now, !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.deliver($0) }) }
    }
    withExtendedLifetime(replaced) {}
  }

  /// `receiveElement` before the steady state (or for `zip`), entered with the lock held; it unlocks.
  @inlinable
  func receiveElementChangingState<Element>(
    _ element: Element, at index: Int, store: (inout Slots, Element) -> Element?, from thread: ThreadIdentity
  ) {
    var replaced: Element?
    var snapshot: Snapshot?
    // What to deliver when there is no snapshot: a plain flag, so the usual path has no `Event` to destroy.
    var stopsWith = CombiningStop.none
    let turn = { () -> SerialDelivery<CombiningWork<Snapshot, Result>>.Turn in
      guard !state.isStopped else { return .later }
      replaced = store(&slots, element)
      switch state.received(at: index) {
      case .wait:
        return .later
      case .complete:
        stopsWith = .completion
        return delivery.submit(.stop(.completed), from: thread, turn: deliveryTurn)
      case .emit:
        snapshot = Rule.take(&slots)
        guard let snapshot else {
          stopsWith = .missingSnapshot
          _ = state.stop()
          return delivery.submit(.stop(.error(RxError.unknown)), from: thread, turn: deliveryTurn)
        }
        return delivery.submit(.combine(snapshot), from: thread, turn: deliveryTurn)
      }
    }()
    lock.unlock()
    if turn != .later {
      if let snapshot {
        deliverCombined(snapshot)
      } else {
        switch stopsWith {
        case .none: break
        case .completion: forwardStop(.completed)
        case .missingSnapshot: forwardStop(.error(RxError.unknown))
        }
      }
      if turn == .now, !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.deliver($0) }) }
    }
    withExtendedLifetime(replaced) {}
    if stopsWith == .missingSnapshot {
      Hooks.reportInternal("A combining operator had no element to combine for one of its sources.")
    }
  }

  /// Combines `snapshot` with the result selector and forwards the result (or the error it throws).
  ///
  /// Right after the snapshot was taken, the selector runs whether or not the sink was disposed meanwhile, as in
  /// RxSwift (`forwardOn` then drops the result); a snapshot that waited for another thread is combined only while
  /// the sink is not disposed (`deliver(_:)`).
  @inlinable @inline(__always)
  func deliverCombined(_ snapshot: Snapshot) {
    let result: Result
    do {
      result = try rule.combine(snapshot)
    } catch {
      lock.withLock { _ in _ = state.stop() }
      forwardStop(.error(error))
      return
    }
    forwardOn(.next(result))
  }

  /// Delivers what `submit` accepted; never concurrently with itself.
  @inlinable
  func deliver(_ work: CombiningWork<Snapshot, Result>) {
    switch work {
    case .combine(let snapshot):
      guard !isDisposed else { return }
      deliverCombined(snapshot)
    case .stop(let event):
      forwardStop(event)
    }
  }
}

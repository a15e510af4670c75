// The engine behind `combineLatest` and `zip` (every arity and the collection forms), one type per file in this
// folder.
//
// Each source stores its elements into a shared `Slots` value (a tuple for the fixed arities, an array for the
// collection forms) under the sink's lock; `take` turns the slots into a snapshot of the values to combine (for
// `zip` it also removes them); the result selector runs on that snapshot outside the lock.

/// The subscription of a combining operator: stores elements, decides with `CombiningState`, combines outside
/// the lock.
///
/// It is also the subscription to its sources: it keeps each source's subscription (one `SingleAssignmentState`
/// per source, under `lock`) and ends them when disposed, so a subscription needs no disposable per source and no
/// composite of them.
@usableFromInline
final class CombiningSink<Slots, Snapshot, Result>:
  SerialDeliverySink<AnyObserver<Result>, CombiningWork<Snapshot, Result>>
{
  @usableFromInline let parent: CombiningProducer<Slots, Snapshot, Result>
  /// The subscription to each source, guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var subscriptions: [SingleAssignmentState]
  @usableFromInline @exclusivity(unchecked) var slots: Slots
  @usableFromInline @exclusivity(unchecked) var state: CombiningState

  @inlinable
  init(parent: CombiningProducer<Slots, Snapshot, Result>, observer: AnyObserver<Result>, cancel: any Cancelable) {
    self.parent = parent
    self.subscriptions = Array(repeating: SingleAssignmentState(), count: parent.sourceCount)
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
        submit({ parent.take(&slots).map { .combine($0) } }, performing: deliver)
      }
      submit(.stop(.completed), if: { state.stop() }, performing: deliver)
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
      // The element an update replaces is kept here and released after the lock, never inside it.
      var replaced: Element?
      var isSnapshotMissing = false
      submit(
        {
          guard !state.isStopped else { return nil }
          replaced = store(&slots, element)
          switch state.received(at: index) {
          case .wait:
            return nil
          case .complete:
            return .stop(.completed)
          case .emit:
            if let snapshot = parent.take(&slots) { return .combine(snapshot) }
            isSnapshotMissing = true
            _ = state.stop()
            return .stop(.error(RxError.unknown))
          }
        }, performing: deliver)
      withExtendedLifetime(replaced) {}
      if isSnapshotMissing {
        Hooks.reportInternal("A combining operator had no element to combine for one of its sources.")
      }
    case .error(let error):
      disposeSubscription(at: index)
      submit(.stop(.error(error)), if: { state.stop() }, performing: deliver)
    case .completed:
      disposeSubscription(at: index)
      submit(.stop(.completed), if: { state.completed(at: index) }, performing: deliver)
    }
  }

  /// Delivers what `submit` accepted; never concurrently with itself.
  @inlinable @inline(__always)
  func deliver(_ work: CombiningWork<Snapshot, Result>) {
    switch work {
    case .combine(let snapshot):
      guard !isDisposed else { return }
      let result: Result
      do {
        result = try parent.combine(snapshot)
      } catch {
        lock.withLock { _ in _ = state.stop() }
        forwardStop(.error(error))
        return
      }
      forwardOn(.next(result))
    case .stop(let event):
      forwardStop(event)
    }
  }
}

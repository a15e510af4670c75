// The engine behind `combineLatest` and `zip` (every arity and the collection forms), one type per file in this
// folder.
//
// Each source stores its elements into a shared `Slots` value (a tuple for the fixed arities, an array for the
// collection forms) under the sink's lock; `take` turns the slots into a snapshot of the values to combine (for
// `zip` it also removes them); the result selector runs on that snapshot outside the lock.

/// The subscription of a combining operator: stores elements, decides with `CombiningState`, combines outside
/// the lock.
@usableFromInline
final class CombiningSink<Slots, Snapshot, Result>:
  SerialDeliverySink<AnyObserver<Result>, CombiningWork<Snapshot, Result>>
{
  @usableFromInline let parent: CombiningProducer<Slots, Snapshot, Result>
  @usableFromInline let subscriptions: [SingleAssignmentDisposable]
  @usableFromInline @exclusivity(unchecked) var slots: Slots
  @usableFromInline @exclusivity(unchecked) var state: CombiningState

  @inlinable
  init(parent: CombiningProducer<Slots, Snapshot, Result>, observer: AnyObserver<Result>, cancel: any Cancelable) {
    self.parent = parent
    self.subscriptions = parent.sources.map { _ in SingleAssignmentDisposable() }
    self.slots = parent.slots
    self.state = CombiningState(
      mode: parent.mode, completesEarly: parent.completesEarly, count: parent.sources.count)
    super.init(observer: observer, cancel: cancel)
  }

  @inlinable
  func run() -> any Disposable {
    for (index, source) in parent.sources.enumerated() {
      subscriptions[index].setDisposable(source.subscribe(self, index: index))
    }
    if parent.sources.isEmpty {
      if parent.mode == .latest {
        submit({ parent.take(&slots).map { .combine($0) } }, performing: deliver)
      }
      submit(.stop(.completed), if: { state.stop() }, performing: deliver)
    }
    return Disposables.create(subscriptions)
  }

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
      subscriptions[index].dispose()
      submit(.stop(.error(error)), if: { state.stop() }, performing: deliver)
    case .completed:
      subscriptions[index].dispose()
      submit(.stop(.completed), if: { state.completed(at: index) }, performing: deliver)
    }
  }

  /// Delivers what `submit` accepted; never concurrently with itself.
  @inlinable
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

/// The subscription of a ``StageRun``: applies the whole run to each element of its root source and forwards the
/// result.
///
/// Its ``StageChecks`` run before each call of a stage's closure: the one place `map`, `filter` and `compactMap`
/// are checked (with ``StageProducer/emitNow(to:)`` for the subscriptions that make no sink).
///
/// What it sends to, `Destination`, is an observer, or the subscriber's closures kept in the sink
/// (``SubscriberCallbacks``), which then needs no object of its own.
@usableFromInline
final class StageSink<Step: Stage, Destination: EventDestination<Step.Output> & ~Copyable>: StageRootReceiver,
  ObserverType
{
  @usableFromInline let producer: StageProducer<Step>
  @usableFromInline let observer: Destination
  @usableFromInline let checks: StageChecks

  @inlinable
  init(producer: StageProducer<Step>, observer: consuming Destination, disposer: SinkDisposer?) {
    self.producer = producer
    self.observer = observer
    self.checks = StageChecks(producer)
    // Only ever called with this sink.
    super.init(disposer: disposer) { receiver, event in unsafeDowncast(receiver, to: StageSink.self).onRoot(event) }
  }

  /// An event of the source, when the stage is the first of its run (the source is subscribed with this sink as
  /// its observer).
  @inlinable
  func on(_ event: Event<Step.Input>) {
    // As each operator's sink does: its closure still runs on what the source sends after the end.
    forward(event, runsClosuresAfterTheEnd: true) { try producer.applyStage(to: $0, checks) }
  }

  /// An event of the run's root source, when the run has stages before this one.
  @inlinable @inline(__always)
  func onRoot(_ event: StageRootEvent) {
    forward(event, runsClosuresAfterTheEnd: false) { try producer.applyRun($0, checks) }
  }

  /// Forwards what `apply` makes of each element, and the stop event.
  ///
  /// A run of several stages runs none of its closures once the subscription has ended; a closure that ends it
  /// keeps its result, and those of the stages after it, from being sent (the Differences article's "A run of
  /// `map`, `filter` and `compactMap` stops as one").
  @inlinable @inline(__always)
  func forward<Element>(
    _ event: Event<Element>, runsClosuresAfterTheEnd: Bool, _ apply: (Element) throws -> Step.Output?
  ) {
    switch event {
    case .next(let element):
      guard runsClosuresAfterTheEnd || !disposal.isDisposed else { return }
      do {
        if let output = try apply(element), !disposal.isDisposed {
          observer.on(.next(output))
        }
      } catch {
        forwardStop(.error(error))
      }
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }

  /// Sends a stop event downstream, unless disposed, and disposes the sink.
  @inlinable @inline(never)
  func forwardStop(_ event: Event<Step.Output>) {
    if !disposal.isDisposed { observer.on(event) }
    dispose()
  }
}

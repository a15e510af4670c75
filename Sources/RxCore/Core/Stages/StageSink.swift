/// The subscription of a ``StageRun``: applies the whole run to each element of its root source and forwards the
/// result.
///
/// Its ``StageChecks`` run before each call of a stage's closure: the one place `map`, `filter` and `compactMap`
/// are checked (with ``StageProducer/emitNow(to:)`` for the subscriptions that make no sink).
@usableFromInline
final class StageSink<Step: Stage>: StageRootReceiver {
  @usableFromInline let producer: StageProducer<Step>
  @usableFromInline let observer: AnyObserver<Step.Output>
  @usableFromInline let checks: StageChecks

  @inlinable
  init(producer: StageProducer<Step>, observer: AnyObserver<Step.Output>, disposer: SinkDisposer?) {
    self.producer = producer
    self.observer = observer
    self.checks = StageChecks(producer)
    // Only ever called with this sink.
    super.init(disposer: disposer) { receiver, event in unsafeDowncast(receiver, to: StageSink.self).on(event) }
  }

  @inlinable @inline(__always)
  func on(_ event: StageRootEvent) {
    switch event {
    case .next(let element):
      // Once the subscription has ended, what the source still sends runs no closure; a closure that ends it
      // keeps its result, and those of the stages after it, from being sent.
      guard !disposal.isDisposed else { return }
      do {
        if let output = try producer.applyRun(element, checks), !disposal.isDisposed {
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

/// The subscription of a ``Stage``: applies it to each element and forwards the result.
///
/// Its ``ClosureCheck`` runs before each call of the stage's closure: the one place `map`, `filter` and `compactMap`
/// are checked (with ``StageProducer/emitNow(to:)`` for the subscriptions that make no sink).
@usableFromInline
final class StageSink<Step: Stage>: Sink<Step.Output>, ObserverType {
  @usableFromInline let stage: Step
  @usableFromInline let closureCheck: ClosureCheck

  @inlinable
  init(stage: Step, site: IsolationSite?, observer: AnyObserver<Step.Output>, disposer: SinkDisposer?) {
    self.stage = stage
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Step.Input>) {
    switch event {
    case .next(let element):
      closureCheck.verify(Step.closure)
      do {
        if let output = try stage.apply(element) { forwardOn(.next(output)) }
      } catch {
        forwardStop(.error(error))
      }
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }
}

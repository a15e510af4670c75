/// The subscription of a ``Stage``: applies it to each element and forwards the result.
@usableFromInline
final class StageSink<Step: Stage>: Sink<Step.Output>, ObserverType {
  @usableFromInline let stage: Step

  @inlinable
  init(stage: Step, observer: AnyObserver<Step.Output>, disposer: SinkDisposer?) {
    self.stage = stage
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Step.Input>) {
    switch event {
    case .next(let element):
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

/// What an operator's ``Producer`` subclass must provide: the function that makes its sink and subscribes it.
///
/// A requirement, not an override with a default, so an operator that forgets it does not compile.
@usableFromInline
protocol SinkProducer: AnyObject {
  associatedtype Element

  /// Makes the sink (with `disposer`, or with none when a downstream sink subscribes) and subscribes it upstream,
  /// returning both. A sink subscribing to its source from here uses `subscribe(fromSink:)`: the trampoline runs.
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Producer<Element>.Parts

  /// `run(_:disposer:)` for any ``Downstream``; by default the subscriber's closures are wrapped in an observer. A
  /// producer whose sink keeps them itself implements it.
  func run(_ downstream: Downstream<Element>, disposer: SinkDisposer?) -> Producer<Element>.Parts
}

extension SinkProducer {
  @inlinable
  func run(_ downstream: Downstream<Element>, disposer: SinkDisposer?) -> Producer<Element>.Parts {
    switch downstream {
    case .observer(let observer): return run(observer, disposer: disposer)
    case .callbacks(let callbacks): return run(Downstream.wrap(callbacks), disposer: disposer)
    }
  }
}

/// A producer whose sink is an ``UpstreamHoldingSink``: a downstream sink that subscribes with
/// `subscribe(fromSink:)` gets the sink itself as its subscription, with no `SinkDisposer`.
///
/// The subscriber's own subscription (through `subscribe(erased:)`) still gets one `SinkDisposer`, whose sink is
/// this producer's sink (which holds its upstream subscription itself).
///
/// An operator opts in by deriving its producer from this class and its sink from `UpstreamHoldingSink`, and by
/// overriding `run(holding:cancel:)` to call a run function that makes the sink, subscribes it upstream with
/// `subscribe(fromSink:)` and hands the subscription to the sink's `hold(_:)`.
@usableFromInline
class UpstreamHoldingProducer<Element>: Producer<Element>, @unchecked Sendable {
  @usableFromInline override init() {}

  /// Makes the sink, subscribes it upstream and returns it.
  /// - Parameters:
  ///   - observer: The downstream observer.
  ///   - cancel: The `SinkDisposer` to dispose when the sink stops, or a `NoSinkDisposer`.
  @usableFromInline
  func run(holding observer: AnyObserver<Element>, cancel: any Cancelable) -> any Disposable {
    Hooks.reportInternal("UpstreamHoldingProducer.run(holding:cancel:) was not overridden by \(type(of: self))")
    return Disposables.create()
  }

  @usableFromInline
  final override func run(erased observer: AnyObserver<Element>, cancel: any Cancelable) -> Parts {
    (run(holding: observer, cancel: cancel), Disposables.create())
  }

  @usableFromInline
  final override func subscribe(fromSink observer: AnyObserver<Element>) -> any Disposable {
    run(holding: observer, cancel: NoSinkDisposer())
  }
}

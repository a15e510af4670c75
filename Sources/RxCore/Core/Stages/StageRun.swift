/// A run of stages fused into one producer: the producer of the run's last stage.
///
/// `map`, `filter` and `compactMap` over a run extend it instead of wrapping it: the new producer keeps the run's
/// root source and applies every stage of the run, first to last, in one call of `applyFunction`, so subscribing
/// makes one sink however long the run is, and an element crosses it in one call. The root's element type is not
/// part of the run's type: the element reaches `applyFunction` as a pointer, and only the first stage, which
/// knows its type, reads it.
///
/// A run is immutable like any observable: one held in the middle of a chain, or extended by two chains, is
/// subscribed as the run it is.
@usableFromInline
class StageRun<Output>: Producer<Output>, @unchecked Sendable {
  /// What `applyFunction` is: the run, the root element, where its output goes, the subscription's checks.
  @usableFromInline typealias ApplyFunction =
    (StageRun<Output>, UnsafeRawPointer, UnsafeMutablePointer<Output?>, StageChecks) throws -> Void

  /// The source of the run's first stage, and how to subscribe to it.
  @usableFromInline final let root: StageRoot
  /// Applies the run's stages, first to last, to the root element at the first pointer, and sets the second to
  /// the result (`nil` drops the element). No parameter is of a generic type, so the function is stored and
  /// called as it is made, with no thunk in between.
  @usableFromInline final let applyFunction: ApplyFunction
  /// Where each stage's closure was formed, first stage first (debug builds only).
  @usableFromInline final let sites: DebugOnly<[IsolationSite?]>

  /// Makes the run whose last stage is `Body` (the subclass calling it).
  @inlinable
  init<Body: StageRun<Output> & SinkProducer>(
    running body: Body.Type, root: StageRoot, emitsSynchronously: Bool, sites: DebugOnly<[IsolationSite?]>,
    applyFunction: @escaping ApplyFunction
  ) where Body.Element == Output {
    self.root = root
    self.sites = sites
    self.applyFunction = applyFunction
    super.init(running: body, emitsSynchronously: emitsSynchronously, isStageRun: true)
  }
}

/// The `cancel` of an ``UpstreamHoldingSink`` that a downstream sink holds directly: no `SinkDisposer` is there to
/// be told that the sink stopped, and the downstream sink lets go of it itself.
@usableFromInline
struct NoSinkDisposer: Cancelable {
  @inlinable init() {}

  /// Always `false`: there is nothing to dispose.
  @inlinable var isDisposed: Bool { false }

  @inlinable func dispose() {}
}

/// The isolation checks of one subscription to a run of stages, one per stage (see ``ClosureCheck``); in release
/// builds an empty value.
@usableFromInline
struct StageChecks {
  @usableFromInline let checks: DebugOnly<[ClosureCheck]>

  /// New checks for a subscription to `run`.
  @inlinable
  init<Output>(_ run: StageRun<Output>) {
    checks = DebugOnly(run.sites.value.map(ClosureCheck.init))
  }

  /// Reports, once per subscription, that the closure of the last stage of the run whose sites are `sites` is
  /// about to run off the main thread (debug builds only).
  @inlinable @inline(__always)
  func verify(lastOf sites: DebugOnly<[IsolationSite?]>, _ closure: StaticString) {
    #if DEBUG
      checks.storedValue[sites.storedValue.count - 1].verify(closure)
    #endif
  }
}

/// The isolation check of one subscription's user closures, as an operator's sink keeps it: the subscription's
/// ``IsolationCheck`` in debug builds; in release builds an empty value, so a sink that stores one grows by nothing
/// and `verify(_:)` compiles to nothing.
///
/// The one way an operator checks the closures it was given: its producer keeps the ``IsolationSite`` of the call
/// (debug builds only), each sink makes a `ClosureCheck` from it and calls `verify(_:)` before each call of a user
/// closure. No closure is wrapped, so nothing changes in the code a release build runs.
///
/// ```swift
/// init(site: IsolationSite?, ...) { closureCheck = ClosureCheck(site) }
/// func on(_ event: Event<Element>) {
///   closureCheck.verify("selector")
///   let inner = try selector(element)
/// }
/// ```
@usableFromInline
struct ClosureCheck {
  #if DEBUG
    @usableFromInline let check: IsolationCheck?
  #endif

  /// The check of a new subscription to an operator whose closures were formed at `site`.
  @inlinable @inline(__always)
  init(_ site: IsolationSite?) {
    #if DEBUG
      check = site.makeCheck()
    #endif
  }

  /// Reports, once per subscription, that `closure` is about to run off the main thread (debug builds only).
  @inlinable @inline(__always)
  func verify(_ closure: StaticString) {
    #if DEBUG
      check.verify(closure)
    #endif
  }
}

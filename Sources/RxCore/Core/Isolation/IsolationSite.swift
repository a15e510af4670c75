/// Where a closure given to RxCore was formed in main-actor code: the call that took it and its file and line.
///
/// A public function that takes a closure also takes `isolation: (any Actor)? = #isolation` (SE-0420), which Swift
/// fills in at the call with the caller's isolation, and `file`/`line`. It makes a site from them; the site exists
/// only when the caller is isolated to the main actor, and only in debug builds of RxCore: in release builds
/// `init` returns `nil` and the type holds nothing, so an operator that keeps an `IsolationSite?` pays nothing.
///
/// Each subscription makes its own ``IsolationCheck`` from the site (`makeCheck()` or `checking(_:_:)`), so a
/// closure that runs off the main thread is reported once per subscription.
@usableFromInline
struct IsolationSite: Sendable {
  #if DEBUG
    /// The call that took the closure, such as `subscribe(onNext:onError:onCompleted:onDisposed:)` or `map`.
    @usableFromInline let call: StaticString
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt
    @usableFromInline let advice: IsolationAdvice
  #endif

  /// A site for a closure passed to `call` by code whose isolation is `isolation`; `nil` unless that is the main
  /// actor (or in release builds).
  @inlinable
  init?(
    _ isolation: (any Actor)?, call: StaticString, file: StaticString, line: UInt,
    advice: IsolationAdvice = .deliverOnMain
  ) {
    #if DEBUG
      guard let isolation, isolation === MainActor.shared else { return nil }
      self.call = call
      self.file = file
      self.line = line
      self.advice = advice
    #else
      return nil
    #endif
  }
}

extension IsolationSite {
  /// A site as a producer keeps it: nothing at all in release builds, so every producer stores its site the same
  /// way, with no `#if`.
  @usableFromInline typealias Stored = DebugOnly<IsolationSite?>
}

extension IsolationSite? {
  /// A check of its own for one subscription; `nil` when there is no site (and always in release builds).
  @inlinable
  func makeCheck() -> IsolationCheck? {
    #if DEBUG
      map { IsolationCheck($0) }
    #else
      nil
    #endif
  }

  // Only in debug builds: in release builds there is nothing to check, and passing a closure through a generic
  // function converts it to the generic representation and back, two thunks more per subscription and two calls
  // more per event (measured: two allocations more per `map` subscription; the Performance article).
  #if DEBUG
    /// `body`, checked by a new ``IsolationCheck`` before every call; `body` itself when there is no site.
    /// - Parameter closure: What the report calls `body` (`transform`, `predicate`, `subscribe`...).
    @inlinable
    func checking<each Argument, Result>(
      _ closure: StaticString, _ body: @escaping (repeat each Argument) -> Result
    ) -> (repeat each Argument) -> Result {
      makeCheck().checking(closure, body)
    }

    /// `body`, checked by a new ``IsolationCheck`` before every call; `body` itself when there is no site.
    /// - Parameter closure: What the report calls `body` (`transform`, `predicate`, `subscribe`...).
    @inlinable
    func checking<each Argument, Result>(
      _ closure: StaticString, _ body: @escaping (repeat each Argument) throws -> Result
    ) -> (repeat each Argument) throws -> Result {
      makeCheck().checking(closure, body)
    }

    /// `body`, an accumulator that changes its state in place (`scan(into:)`), checked by a new ``IsolationCheck``
    /// before every call; `body` itself when there is no site.
    /// - Parameter closure: What the report calls `body`.
    @inlinable
    func checking<State, Argument>(
      _ closure: StaticString, _ body: @escaping (inout State, Argument) throws -> Void
    ) -> (inout State, Argument) throws -> Void {
      makeCheck().checking(closure, body)
    }
  #endif
}

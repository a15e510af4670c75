import Foundation

/// One subscription's check that a closure formed in main-actor code runs on the main thread: the first call off
/// the main thread (and off the main queue) is reported through `Hooks.issueHandler` as `.isolationViolation`, later
/// ones are not.
///
/// Made only in debug builds of RxCore, from an ``IsolationSite``, one per subscription. The closure still runs:
/// Swift would stop the program if it had checked (as it does for RxSwift's closures in Swift 6 mode), RxCore
/// reports and goes on.
@usableFromInline
final class IsolationCheck: Sendable {
  @usableFromInline let site: IsolationSite
  @usableFromInline let reported = AtomicBool(false)

  @inlinable
  init(_ site: IsolationSite) {
    self.site = site
  }

  /// Reports, once, that `closure` is about to run off the main thread; does nothing on the main thread.
  @inlinable
  func verify(_ closure: StaticString) {
    if MainExecutionContext.isCurrent { return }
    reportOffMain(closure)
  }

  @usableFromInline
  func reportOffMain(_ closure: StaticString) {
    guard !reported.exchange(true, ordering: .relaxed) else { return }
    #if DEBUG
      Hooks.report(.isolationViolation, message(closure))
    #endif
  }

  #if DEBUG
    /// What the report says.
    func message(_ closure: StaticString) -> String {
      let thread = Thread.current.name.flatMap { $0.isEmpty ? nil : "thread \"\($0)\"" } ?? "an unnamed thread"
      return "The \(closure) closure given to \(site.call) at \(site.file):\(site.line) was formed in main-actor "
        + "code, so Swift treats it as isolated to the main actor, but RxCore is about to run it on \(thread), "
        + "not the main thread. \(site.advice.text) A closure that touches no main-actor state can be marked "
        + "@Sendable and the call given isolation: nil. Reported once per subscription."
    }
  #endif
}

extension IsolationCheck? {
  // Only in debug builds (see `IsolationSite.checking`).
  #if DEBUG
    /// `body`, checked before every call; `body` itself when there is no check.
    /// - Parameter closure: What the report calls `body`.
    @inlinable
    func checking<each Argument, Result>(
      _ closure: StaticString, _ body: @escaping (repeat each Argument) -> Result
    ) -> (repeat each Argument) -> Result {
      guard let check = self else { return body }
      return { (argument: repeat each Argument) -> Result in
        check.verify(closure)
        return body(repeat each argument)
      }
    }

    /// `body`, checked before every call; `body` itself when there is no check.
    /// - Parameter closure: What the report calls `body`.
    @inlinable
    func checking<each Argument, Result>(
      _ closure: StaticString, _ body: @escaping (repeat each Argument) throws -> Result
    ) -> (repeat each Argument) throws -> Result {
      guard let check = self else { return body }
      return { (argument: repeat each Argument) throws -> Result in
        check.verify(closure)
        return try body(repeat each argument)
      }
    }

    /// `body`, an accumulator that changes its state in place (`scan(into:)`), checked before every call; `body`
    /// itself when there is no check. (A parameter pack cannot carry `inout`.)
    /// - Parameter closure: What the report calls `body`.
    @inlinable
    func checking<State, Argument>(
      _ closure: StaticString, _ body: @escaping (inout State, Argument) throws -> Void
    ) -> (inout State, Argument) throws -> Void {
      guard let check = self else { return body }
      return { state, argument in
        check.verify(closure)
        try body(&state, argument)
      }
    }
  #endif

  /// Reports, once, that `closure` is about to run off the main thread; does nothing without a check.
  @inlinable
  func verify(_ closure: StaticString) {
    self?.verify(closure)
  }
}

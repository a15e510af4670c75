import Foundation

/// Every RxCore-wide function that code can replace (`Hooks.issueHandler`, `Hooks.defaultErrorHandler`,
/// `Hooks.customCaptureSubscriptionCallstack`, `SharingScheduler.make`), kept
/// together behind one lock.
///
/// The struct is not generic and every field has its function's own type, so a read copies the closures as they
/// are. A function value kept as the generic argument of a container (`LockedValue<@Sendable (RuntimeIssue) ->
/// Void>`) is stored in the generic representation: each read converts it through a reabstraction thunk, an
/// `inout` access converts it both ways, and writing back a value that was read converts it again, so every read,
/// or every save-and-restore of a handler, wrapped the stored closure in one more thunk. After about 300,000 reads a
/// report overflowed the stack. Passing the whole struct through the lock's generic closure converts nothing.
struct HooksState {
  var issueHandler: @Sendable (RuntimeIssue) -> Void
  var defaultErrorHandler: Hooks.DefaultErrorHandler
  var customCaptureSubscriptionCallstack: Hooks.CustomCaptureSubscriptionCallstack
  var makeSharingScheduler: () -> any SchedulerType

  /// The current values.
  static var current: HooksState { hooksState.withLock { $0 } }

  /// Changes one or more values.
  static func update(_ body: (inout HooksState) -> Void) {
    hooksState.withLock { body(&$0) }
  }
}

private let hooksState = LockedValue(
  HooksState(
    issueHandler: Hooks.standardErrorHandler,
    defaultErrorHandler: Hooks.reportThroughIssueHandler,
    customCaptureSubscriptionCallstack: Hooks.captureCallStack,
    makeSharingScheduler: { MainScheduler() }))

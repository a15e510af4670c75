import Foundation

extension Hooks {
  /// What `defaultErrorHandler` is called with: the call stack captured when the subscription was made (empty
  /// unless `recordCallStackOnError` is on) and the error.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: any Swift.Error) -> Void

  /// Captures a call stack for `defaultErrorHandler`.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  /// Called with an error that reached a subscription without an error handler: `subscribe(onNext:)` without
  /// `onError`, ``Single``'s `subscribe(onSuccess:)` without `onFailure`, ``Maybe``'s and ``Completable``'s without
  /// `onError`, as in RxSwift.
  ///
  /// ```swift
  /// Hooks.defaultErrorHandler = { callStack, error in crashReporter.log(error, callStack) }
  /// ```
  /// The default handler reports the error through `Hooks.issueHandler` as a ``RuntimeIssue`` of kind
  /// `.unhandledError` (with the call stack, when there is one), so a recorder installed on `issueHandler` sees
  /// these errors too. Replacing this handler takes those errors away from `issueHandler`; other issues (a
  /// binding that receives an error, grammar violations) always go to `issueHandler`. RxSwift's default handler
  /// prints in debug builds and does nothing in release builds; RxCore's reports in both.
  ///
  /// The handler is called on the thread that delivered the error, after the lock that guards it is released.
  /// Its type is not `@Sendable`, as in RxSwift, so handlers that collect errors in a local variable keep
  /// compiling; a handler used with several threads must synchronize what it touches.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { HooksState.current.defaultErrorHandler }
    set { HooksState.update { $0.defaultErrorHandler = newValue } }
  }

  /// Captures the call stack that `defaultErrorHandler` receives, when `recordCallStackOnError` is on.
  ///
  /// The default returns `Thread.callStackSymbols` in debug builds and nothing in release builds, as in RxSwift.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { HooksState.current.customCaptureSubscriptionCallstack }
    set { HooksState.update { $0.customCaptureSubscriptionCallstack = newValue } }
  }

  /// Whether a subscription without an error handler captures its call stack when it is made (default `false`),
  /// for `defaultErrorHandler`.
  ///
  /// RxSwift's ``Single``, ``Maybe`` and ``Completable`` capture `Thread.callStackSymbols` directly; RxCore uses
  /// `customCaptureSubscriptionCallstack` for every kind of subscription.
  public static var recordCallStackOnError: Bool {
    get { callStackRecording.load(ordering: .relaxed) }
    set { callStackRecording.store(newValue, ordering: .relaxed) }
  }

  /// The call stack a subscription without an error handler keeps for `defaultErrorHandler`.
  @usableFromInline
  static func subscriptionCallStack() -> [String] {
    recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
  }

  /// Hands an error that reached a subscription without an error handler to `defaultErrorHandler`.
  @usableFromInline
  static func reportUnhandled(_ error: any Swift.Error, subscriptionCallStack: [String]) {
    defaultErrorHandler(subscriptionCallStack, error)
  }

  /// The default `defaultErrorHandler`: reports the error through `issueHandler`.
  static func reportThroughIssueHandler(subscriptionCallStack: [String], error: any Swift.Error) {
    var message = "Unhandled error happened: \(error)"
    if !subscriptionCallStack.isEmpty {
      message += "\nsubscription called from:\n" + subscriptionCallStack.joined(separator: "\n")
    }
    report(.unhandledError, message)
  }

  /// The default `customCaptureSubscriptionCallstack`.
  static func captureCallStack() -> [String] {
    #if DEBUG
      Thread.callStackSymbols
    #else
      []
    #endif
  }
}

private let callStackRecording = AtomicBool(false)

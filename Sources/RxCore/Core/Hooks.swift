#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem RxCore noticed at run time that is a bug in the calling code, reported instead of crashing.
public struct RuntimeIssue: Sendable, CustomStringConvertible, Equatable {
  /// What kind of problem it is.
  public enum Kind: Sendable, Equatable {
    /// A source sent an event after a stop event (`next* (error | completed)?` was broken).
    case grammarViolation
    /// Events were sent to one observer from two threads at once.
    case concurrentDelivery
    /// An event was sent from inside the delivery of another event to the same subject or observer.
    case reentrancy
    /// An error reached a subscription that had no error handler (`subscribe(onNext:)`, `bind`, `drive`).
    case unhandledError
    /// A ``SingleAssignmentDisposable`` was assigned twice, or a similar misuse of a disposable.
    case disposableMisuse
    /// An internal invariant failed; please report it.
    case internalError
    /// Code that must run on the main thread ran on another one (`MainScheduler.ensureRunningOnMainThread()`, a
    /// `drive` or `emit` called off the main thread).
    case wrongThread
    /// A closure that Swift treats as isolated to the main actor (formed in `@MainActor` code, or marked
    /// `@MainActor`) was about to run off the main thread; checked in debug builds, once per subscription. What is
    /// checked, and what is not, is listed in <doc:ContractAndThreading>.
    case isolationViolation
  }

  /// What kind of problem it is.
  public let kind: Kind
  /// A human-readable explanation.
  public let message: String

  /// A line such as `RxCore grammar violation: ...`.
  public var description: String { "RxCore \(kind): \(message)" }
}

/// Global hooks that decide what happens with runtime issues, as RxSwift's ``Hooks`` do.
///
/// By default an issue is written to standard error. Tests can install a recorder with `Hooks.issueHandler`.
/// RxSwift calls `fatalError` in debug builds for some of these (for example a `bind(to:)` that receives an
/// error); RxCore reports them through this hook instead and keeps running.
///
/// An error that reaches a subscription without an error handler (`subscribe(onNext:)`) goes to RxSwift's
/// `Hooks.defaultErrorHandler` first; its default reports it here as `.unhandledError`.
public enum Hooks {
  /// The function called with every runtime issue. Replace it to record or escalate issues.
  public static var issueHandler: @Sendable (RuntimeIssue) -> Void {
    get { HooksState.current.issueHandler }
    set { HooksState.update { $0.issueHandler = newValue } }
  }

  /// Whether DEBUG builds check grammar and reentrancy on `Observable.create` and subjects (default `true`).
  public static var isGrammarCheckEnabled: Bool {
    get { grammarCheck.load(ordering: .relaxed) }
    set { grammarCheck.store(newValue, ordering: .relaxed) }
  }

  /// The standard handler: writes the issue to standard error.
  public static let standardErrorHandler: @Sendable (RuntimeIssue) -> Void = { issue in
    let line = issue.description + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { buffer in
      write(2, buffer.baseAddress, buffer.count - 1)
    }
  }

  @usableFromInline
  static func report(_ kind: RuntimeIssue.Kind, _ message: String) {
    issueHandler(RuntimeIssue(kind: kind, message: message))
  }

  @usableFromInline
  static func reportInternal(_ message: String) { report(.internalError, message) }

  @usableFromInline
  static func reportUnhandled(_ error: any Swift.Error) {
    report(.unhandledError, "Unhandled error happened: \(error)")
  }
}

private let grammarCheck = AtomicBool(true)

/// Records the `RuntimeIssue`s RxCore reports while it is installed as `Hooks.issueHandler`, then puts the previous
/// handler back.
///
/// `Hooks.issueHandler` is global: record in tests that run one at a time (XCTest, or `.serialized` Swift Testing
/// suites), and stop recorders in the reverse order of starting them. An issue that reaches a stopped recorder is
/// passed on to the handler it restored.
///
/// ```swift
/// let issues = RuntimeIssueRecorder.issues {
///   let subject = PublishSubject<Int>()
///   _ = subject.subscribe(onNext: { _ in })
///   subject.onError(MarbleTestError())  // no onError handler: reported as .unhandledError
/// }
/// XCTAssertEqual(issues.map(\.kind), [.unhandledError])
/// ```
public final class RuntimeIssueRecorder: Sendable {
  private let state = LockedValue(RuntimeIssueRecordingState())

  /// Makes a recorder that is not installed yet.
  public init() {}

  /// The issues recorded so far, oldest first.
  public var issues: [RuntimeIssue] { state.withLock { $0.issues } }

  /// Whether the recorder is installed as `Hooks.issueHandler`.
  public var isRecording: Bool { state.withLock { $0.isRecording } }

  /// The recorded issues of one kind.
  /// - Returns: Those issues, oldest first.
  public func issues(of kind: RuntimeIssue.Kind) -> [RuntimeIssue] {
    issues.filter { $0.kind == kind }
  }

  /// Installs the recorder as `Hooks.issueHandler`, remembering the handler it replaces. Does nothing when it is
  /// already recording.
  public func start() {
    let current = Hooks.issueHandler
    switch state.withLock({ $0.start(replacing: current) }) {
    case .install:
      Hooks.issueHandler = { [self] issue in receive(issue) }
    case .none:
      break
    }
  }

  /// Puts back the handler that `start()` replaced. Does nothing when it is not recording.
  public func stop() {
    switch state.withLock({ $0.stop() }) {
    case .restore(let previous):
      Hooks.issueHandler = previous
    case .none:
      break
    }
  }

  /// Forgets the recorded issues.
  public func removeAll() {
    state.withLock { $0.removeAll() }
  }

  /// Records the issues reported while `body` runs.
  /// - Parameter body: The code to watch.
  /// - Returns: What `body` returns.
  /// - Throws: Whatever `body` throws (the previous handler is restored either way).
  public func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    start()
    defer { stop() }
    return try body()
  }

  /// Records the issues reported while `body` runs, with a new recorder.
  /// - Parameter body: The code to watch.
  /// - Returns: The issues, oldest first.
  /// - Throws: Whatever `body` throws (the previous handler is restored either way).
  public static func issues(during body: () throws -> Void) rethrows -> [RuntimeIssue] {
    let recorder = RuntimeIssueRecorder()
    try recorder.recording(body)
    return recorder.issues
  }

  private func receive(_ issue: RuntimeIssue) {
    switch state.withLock({ $0.receive(issue) }) {
    case .recorded:
      break
    case .forward(let handler):
      handler(issue)
    }
  }
}

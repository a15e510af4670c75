/// The state of a ``RuntimeIssueRecorder``: whether it is installed, the handler it replaced, and what it recorded.
struct RuntimeIssueRecordingState {
  typealias Handler = @Sendable (RuntimeIssue) -> Void

  private enum Phase {
    case idle
    case recording(previous: Handler)
    case stopped(previous: Handler)
  }

  /// What the recorder must do to start.
  enum StartAction {
    /// Install the recorder as `Hooks.issueHandler`.
    case install
    /// Nothing: it is already installed.
    case none
  }

  /// What the recorder must do to stop.
  enum StopAction {
    /// Put this handler back as `Hooks.issueHandler`.
    case restore(Handler)
    /// Nothing: it is not installed.
    case none
  }

  /// What to do with an issue that reached the recorder.
  enum IssueAction {
    /// It was recorded.
    case recorded
    /// The recorder has stopped: pass the issue to the handler it restored, so it is not lost.
    case forward(Handler)
  }

  private var phase = Phase.idle
  private(set) var issues: [RuntimeIssue] = []

  /// Whether the recorder is installed.
  var isRecording: Bool {
    if case .recording = phase { return true }
    return false
  }

  /// Starts recording, replacing `current`.
  mutating func start(replacing current: @escaping Handler) -> StartAction {
    if case .recording = phase { return .none }
    phase = .recording(previous: current)
    return .install
  }

  /// Stops recording.
  mutating func stop() -> StopAction {
    guard case .recording(let previous) = phase else { return .none }
    phase = .stopped(previous: previous)
    return .restore(previous)
  }

  /// Takes an issue.
  mutating func receive(_ issue: RuntimeIssue) -> IssueAction {
    if case .stopped(let previous) = phase { return .forward(previous) }
    issues.append(issue)
    return .recorded
  }

  /// Forgets the recorded issues.
  mutating func removeAll() {
    issues.removeAll()
  }
}

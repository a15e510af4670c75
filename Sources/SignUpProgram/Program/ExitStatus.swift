/// The exit statuses of `signup` and `signup-gtk` (see ``Usage``).
///
/// ```swift
/// exit(ExitStatus.notSignedUp.rawValue)  // 1
/// ```
public enum ExitStatus: Int32, Hashable, Sendable, CaseIterable {
  /// Signed up: the request's JSON was written to standard output without an error, or `--help` / `--version`
  /// was printed.
  case success = 0
  /// Not signed up: cancelled (Esc, Ctrl-C, the window closed), or a script ended without a valid submit.
  case notSignedUp = 1
  /// Could not run: bad arguments, no terminal or display, a bad or unreadable script, a terminal failure.
  case cannotRun = 2
  /// The output could not be written: standard output closed, full, or a pipe whose reader is gone. Said on
  /// standard error; for a sign-up this means the request was not delivered.
  case outputFailed = 3
}

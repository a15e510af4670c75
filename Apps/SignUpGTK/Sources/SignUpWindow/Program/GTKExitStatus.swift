/// The exit statuses of `signup-gtk`: those of `signup`, and one of its own for a request that could not be
/// written (the terminal app has none yet).
public enum GTKExitStatus: Int32, Hashable, Sendable {
  /// Signed up: the request's JSON was written to standard output (or `--help` was printed).
  case success = 0
  /// The window was closed without signing up.
  case notSignedUp = 1
  /// Could not run: bad arguments, no display.
  case cannotRun = 2
  /// Signed up, but the request could not be written (standard output closed or full, JSON encoding failed).
  case writeFailed = 3
}

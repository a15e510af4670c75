/// The exit statuses of `signup` (see `Usage.help`).
public enum ExitStatus: Int32, Hashable, Sendable {
  /// Signed up (the request's JSON was printed on standard output), or `--help` was printed.
  case success = 0
  /// Not signed up: cancelled, or a script ended without a valid submit.
  case notSignedUp = 1
  /// Could not run: bad arguments, no terminal, a bad or unreadable script, a terminal failure.
  case cannotRun = 2
}

import CGtk
import Synchronization

/// Starts GTK once per process: `gtk_init_check` on the default display, then ``MainQueueSource/install()``.
///
/// ```swift
/// guard GTKSetUp.start() else { exit(2) }  // no display
/// ```
/// GTK must not be initialized twice, not even after a failed try: every later call returns the first answer.
public enum GTKSetUp {
  private static let result = Mutex<Bool?>(nil)

  /// Initializes GTK and installs the main-queue source, the first time; call it on the main thread.
  /// - Returns: Whether GTK has a display.
  @discardableResult
  public static func start() -> Bool {
    if let known = result.withLock({ $0 }) { return known }
    let opened = gtk_init_check() != 0
    if opened { MainQueueSource.install() }
    result.withLock { $0 = opened }
    return opened
  }
}

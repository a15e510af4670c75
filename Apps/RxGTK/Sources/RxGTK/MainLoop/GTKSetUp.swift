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
  /// - Parameters:
  ///   - programName: The program's name, as desktops and assistive technologies show it (AT-SPI's application
  ///     name; without one it is "Unnamed"); `nil` leaves it unset.
  ///   - applicationName: The program's name for people.
  /// - Returns: Whether GTK has a display.
  @discardableResult
  public static func start(programName: String? = nil, applicationName: String? = nil) -> Bool {
    if let known = result.withLock({ $0 }) { return known }
    if let programName { rxgtk_set_program_name(programName, applicationName ?? programName) }
    let opened = gtk_init_check() != 0
    if opened { MainQueueSource.install() }
    result.withLock { $0 = opened }
    return opened
  }
}

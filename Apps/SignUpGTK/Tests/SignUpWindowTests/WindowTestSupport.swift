import Accounts
import CGtk
import Foundation
import RxGTK
import RxGTKTesting
import RxTesting
import SignUp
import XCTest

@testable import SignUpWindow

/// A leak-checked test of the sign-up window: GTK on the display in `DISPLAY` (Xvfb in CI), GTK's test
/// accessibility backend, and GLib's loop run before the leak check. A test fails when RxCore reports a runtime issue
/// while it runs (a binding that feeds the view model from inside its own delivery, a Driver off the main thread):
/// the app would print it on standard error. Without a display the tests are skipped, unless
/// `SIGNUP_GTK_REQUIRE_DISPLAY=1`.
class WindowTestCase: RxTestCase {
  private let issues = RuntimeIssueRecorder()

  override func setUpWithError() throws {
    try super.setUpWithError()
    issues.start()
    setenv("GTK_A11Y", "test", 0)
    guard GTKSetUp.start() else {
      let message = "GTK cannot open a display: run under Xvfb (xvfb-run swift test)"
      if ProcessInfo.processInfo.environment["SIGNUP_GTK_REQUIRE_DISPLAY"] == "1" { XCTFail(message) }
      throw XCTSkip(message)
    }
    drain()
  }

  override func tearDown() {
    drain()
    issues.stop()
    for issue in issues.issues {
      XCTFail("RxCore reported: \(issue)")
    }
    issues.removeAll()
    super.tearDown()
  }

  /// Handles everything GLib has ready now (queued main-scheduler work included), without waiting.
  func drain() {
    var rounds = 0
    while g_main_context_iteration(nil, 0) != 0 && rounds < 10_000 { rounds += 1 }
  }

  /// Runs GLib's loop, waiting for events, until `isDone()` holds or `seconds` have passed; returns whether it holds.
  func spin(seconds: Double = 5, until isDone: () -> Bool) -> Bool {
    MainLoop.iterate(forUpTo: seconds, until: isDone)
  }

  /// A new, empty account store: a real SQLite file in the temporary folder, removed after the test; before the
  /// leak check its queue finishes and GLib's loop runs what it posted to the main queue.
  func makeStore() throws -> SQLiteAccountStore {
    let path = NSTemporaryDirectory() + "signup-window-tests-\(UUID().uuidString).sqlite"
    let store = try SQLiteAccountStore.open(path: path)
    addTeardownBlock { [weak self] in
      store.waitUntilIdle()
      self?.drain()
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
    return store
  }

  /// Runs GLib's loop (which serves the main queue) until `screen` no longer waits for the store.
  func waitForStore(_ screen: SignUpWindow, limit: Duration = .seconds(30)) {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    drain()
    while screen.isWaitingForStore && clock.now < deadline {
      usleep(1_000)
      drain()
    }
    XCTAssertFalse(screen.isWaitingForStore, "the store did not answer within \(limit)")
  }

  /// A click, as GTK sends it (a toggle button flips itself first), then the queued bindings.
  func click(_ button: Button) {
    button.emit("clicked")
    drain()
  }

  /// The window's clock: 2026-12-01.
  static let today: @Sendable () -> CalendarDay = {
    (try? CalendarDay(year: 2026, month: 12, day: 1)) ?? CalendarDay(date: Date(), timeZone: .current)
  }

  /// The checked state GTK announces, or a message saying what it is instead.
  func checkedMismatch(_ widget: Widget, _ expected: Bool) -> String? {
    widget.accessibleCheckedMismatch(expected)
  }
}

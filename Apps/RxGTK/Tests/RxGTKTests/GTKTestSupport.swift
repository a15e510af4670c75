import CGtk
import Foundation
import RxGTK
import RxGTKTesting
import RxTesting
import Synchronization
import XCTest

/// Opens GTK once for the test process, on the display in `DISPLAY` (Xvfb in CI), and runs the main dispatch
/// queue from GLib's loop. Without a display the tests are skipped, unless `SIGNUP_GTK_REQUIRE_DISPLAY=1`
/// (as in CI), which makes them fail.
enum GTKTestDisplay {
  static func require() throws {
    // GTK's test accessibility backend: states and relations can be read back, and no AT-SPI bus is needed.
    setenv("GTK_A11Y", "test", 0)
    if GTKSetUp.start() { return }
    let message = "GTK cannot open a display: run under Xvfb (xvfb-run swift test)"
    if ProcessInfo.processInfo.environment["SIGNUP_GTK_REQUIRE_DISPLAY"] == "1" {
      XCTFail(message)
      throw XCTSkip(message)
    }
    throw XCTSkip(message)
  }

  /// Runs GLib's default main context until `isDone()` holds or `seconds` have passed; returns whether it holds.
  static func spin(seconds: TimeInterval = 10, until isDone: () -> Bool) -> Bool {
    MainLoop.iterate(forUpTo: seconds, until: isDone)
  }

  /// Handles everything GLib has ready now, without waiting.
  static func drain() {
    var rounds = 0
    while g_main_context_iteration(nil, 0) != 0 && rounds < 10_000 { rounds += 1 }
  }

  /// Whether the GObject behind a weak reference has been finalized.
  static func isFinalized(_ weak: UnsafeMutablePointer<GWeakRef>) -> Bool {
    guard let object = g_weak_ref_get(weak) else { return true }
    g_object_unref(object)
    return false
  }
}

/// A leak-checked test case that needs GTK: it opens the display, and lets GLib's loop run what the test left
/// queued on the main queue before the leak check.
class GTKTestCase: RxTestCase {
  override func setUpWithError() throws {
    try super.setUpWithError()
    try GTKTestDisplay.require()
    GTKTestDisplay.drain()
  }

  override func tearDown() {
    GTKTestDisplay.drain()
    super.tearDown()
  }
}

/// Something a closure can hold, to see when the closure is released.
final class Token {}

/// A value shared with other threads, under a lock.
final class Shared<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  init(_ value: Value) { mutex = Mutex(value) }

  var value: Value { mutex.withLock { $0 } }

  func update(_ body: @Sendable (inout Value) -> Void) { mutex.withLock { body(&$0) } }
}

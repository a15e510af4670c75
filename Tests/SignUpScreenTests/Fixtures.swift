import Accounts
import Foundation
import SignUp
import TerminalUI
import XCTest

@testable import SignUpScreen

/// Shared values for the screen tests.
enum Fixtures {
  /// A fixed "today" for the age rule.
  static let today: @Sendable () -> CalendarDay = {
    CalendarDay(date: Date(timeIntervalSince1970: 1_748_736_000), timeZone: .gmt)  // 2025-06-01
  }

  /// The seed's request: 새싹, an email, a birth date, 여자.
  static let seedJSON = #"{"birth":"2000-01-31","email":"sprout@example.com","gender":0,"nick":"새싹"}"#

  /// A new, empty account store: a real SQLite file of its own in the temporary folder, removed after the test.
  ///
  /// Before the test's leak check, the store's queue finishes what it was doing and the main queue runs what it
  /// posted: a store thread may still be returning from its last answer when the screen has settled.
  static func store(in test: XCTestCase) throws -> SQLiteAccountStore {
    let path = temporaryStorePath()
    let store = try SQLiteAccountStore.open(path: path)
    test.addTeardownBlock {
      store.waitUntilIdle()
      _ = MainQueue.serve(for: .seconds(5)) { true }
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
    return store
  }

  /// A path for a new store file in this test run's temporary folder.
  static func temporaryStorePath() -> String {
    NSTemporaryDirectory()
      + "sprout-screen-tests-\(ProcessInfo.processInfo.processIdentifier)/\(UUID().uuidString).sqlite"
  }

  /// A binding on a new store, with a short pause before nickname checks (the tests wait for the store).
  static func binding(_ language: Language, in test: XCTestCase) throws -> SignUpScreenBinding {
    SignUpScreenBinding(language: language, today: today, store: try store(in: test), checkDelay: .milliseconds(5))
  }

  /// A terminal face on a new store, with a short pause before nickname checks.
  static func face(_ language: Language, in test: XCTestCase) throws -> TerminalFace {
    TerminalFace(language: language, today: today, store: try store(in: test), checkDelay: .milliseconds(5))
  }

  /// An 80x24 terminal.
  static let standardSize = TerminalSize(columns: 80, rows: 24)

  /// The laid-out form at 80x24.
  static func form(_ language: Language) -> LaidOutForm? {
    SignUpScreenLayout.place(language: language, in: standardSize).form
  }

  /// The screen drawn at 80x24 (or `size`), as plain text, with the fields scrolled as the loop scrolls them.
  static func screenText(_ model: SignUpScreenModel, size: TerminalSize = standardSize) -> String {
    let layout = SignUpScreenLayout.place(language: model.language, in: size)
    var scrolled = model
    scrolled.keepCursorsVisible(widths: layout.fieldWidths)
    return PlainTextScreen.text(of: SignUpScreenDrawing.buffer(for: scrolled, layout: layout))
  }

  /// The screen drawn at a size, with the laid-out form (`nil` while too small).
  static func frame(_ model: SignUpScreenModel, size: TerminalSize) -> (buffer: ScreenBuffer, form: LaidOutForm?) {
    let layout = SignUpScreenLayout.place(language: model.language, in: size)
    return (SignUpScreenDrawing.buffer(for: model, layout: layout), layout.form)
  }

  /// The plain-text line of the screen that contains `text`.
  static func line(containing text: String, in screen: String) -> String? {
    screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
  }
}

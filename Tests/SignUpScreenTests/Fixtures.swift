import Foundation
import SignUp
import TerminalUI

@testable import SignUpScreen

/// Shared values for the screen tests.
enum Fixtures {
  /// A fixed "today" for the age rule.
  static let today: @Sendable () -> CalendarDay = {
    CalendarDay(date: Date(timeIntervalSince1970: 1_748_736_000), timeZone: .gmt)  // 2025-06-01
  }

  /// The seed's request: 새싹, an email, a birth date, 여자.
  static let seedJSON = #"{"birth":"2000-01-31","email":"sprout@example.com","gender":0,"nick":"새싹"}"#

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

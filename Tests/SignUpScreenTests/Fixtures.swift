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
    if case .laidOut(let form) = SignUpScreenLayout.formLayout(language: language).layout(in: standardSize) {
      return form
    }
    return nil
  }

  /// The screen drawn at 80x24, as plain text.
  static func screenText(_ model: SignUpScreenModel, size: TerminalSize = standardSize) -> String {
    PlainTextScreen.text(of: SignUpScreenDrawing.frame(for: model, size: size).buffer)
  }

  /// The plain-text line of the screen that contains `text`.
  static func line(containing text: String, in screen: String) -> String? {
    screen.split(separator: "\n").first { $0.contains(text) }.map(String.init)
  }
}

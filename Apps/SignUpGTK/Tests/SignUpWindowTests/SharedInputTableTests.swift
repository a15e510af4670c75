import SignUp
import SignUpConformance
import SignUpProgram
import SignUpScreen
import XCTest

@testable import SignUpWindow

/// The shared input table through both faces: every row runs through the terminal screen (`TerminalFace`) and the
/// GTK window (`WindowFace`), in both languages, and the two reports must be equal after every step (field texts,
/// messages, invalid marks, the gender, the status line, the focus, the request); the last one must also meet the
/// row's expectation.
final class SharedInputTableTests: WindowTestCase {
  func testBothFacesGiveTheSameVerdictAndWordsForEveryRow() throws {
    for language in Language.allCases {
      for row in SharedInputTable.cases {
        let terminalFace = TerminalFace(
          language: language, today: Self.today, store: try makeStore(), checkDelay: .milliseconds(5))
        let terminal = SharedInputTable.reports(of: row, on: terminalFace)
        let face = WindowFace(language: language, today: Self.today, store: try makeStore(), drain: drain)
        let window = SharedInputTable.reports(of: row, on: face)
        face.close()
        for (index, (inTerminal, inWindow)) in zip(terminal, window).enumerated() where inTerminal != inWindow {
          XCTFail("\(row) (\(language)), after step \(index + 1):\nterminal:\n\(inTerminal)\nwindow:\n\(inWindow)")
        }
        if let last = window.last, let mismatch = row.mismatch(in: last, language: language) {
          XCTFail("\(row) (\(language)) in the window: \(mismatch)\n\(last)")
        }
      }
    }
  }
}

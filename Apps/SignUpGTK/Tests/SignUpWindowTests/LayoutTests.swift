import CGtk
import Foundation
import RxGTK
import SignUp
import XCTest

@testable import SignUpWindow

/// The window's messages use the form's width, and the window shrinks back when they go.
final class WindowLayoutTests: WindowTestCase {
  private func makeWindow(language: Language = .english) throws -> SignUpWindow {
    let screen = SignUpWindow(
      language: language, today: Self.today, store: try makeStore(), checkDelay: .milliseconds(5)
    ) { _ in }
    screen.present()
    settle()
    return screen
  }

  /// Runs GLib's loop for a while, so the window manager (none under Xvfb) and GTK's layout settle.
  private func settle() {
    for _ in 0..<30 {
      drain()
      usleep(10_000)
    }
  }

  func testALongMessageWrapsAtTheFormsWidthAndTheWindowShrinksBackWhenItGoes() throws {
    let screen = try makeWindow()
    let startHeight = gtk_widget_get_height(screen.window.widget)
    screen.email.text = "a\u{F8FF}" + String(repeating: "b", count: 30) + "@example.com"
    settle()
    let message = try XCTUnwrap(screen.messages[.email])
    XCTAssertTrue(message.isVisible)
    let entryWidth = gtk_widget_get_width(screen.email.widget)
    XCTAssertGreaterThanOrEqual(
      gtk_widget_get_width(message.widget), entryWidth - 2, "the message is as wide as its field")
    XCTAssertGreaterThan(gtk_widget_get_height(screen.window.widget), startHeight, "a long message needs room")
    screen.requestLeave(.closeWindow)
    settle()
    XCTAssertTrue(screen.notice.isVisible)
    XCTAssertGreaterThanOrEqual(
      gtk_widget_get_width(screen.notice.widget), entryWidth - 2, "the status line is as wide as the fields")
    screen.email.text = ""
    settle()
    XCTAssertFalse(message.isVisible)
    XCTAssertFalse(screen.notice.isVisible, "an edit ends the question, and its words")
    XCTAssertEqual(gtk_widget_get_height(screen.window.widget), startHeight, "the window shrinks back")
  }

  func testAKoreanMessageWrapsBetweenWordsNotInsideThem() throws {
    let screen = try makeWindow(language: .korean)
    screen.email.text = "a\u{F8FF}" + String(repeating: "b", count: 30) + "@example.com"
    settle()
    let message = try XCTUnwrap(screen.messages[.email])
    XCTAssertTrue(message.isVisible)
    let text = message.text
    let layout = try XCTUnwrap(gtk_label_get_layout(message.opaque))
    let lines = pango_layout_get_line_count(layout)
    XCTAssertGreaterThan(lines, 1, "the message wraps: \(text)")
    let bytes = Array(text.utf8)
    for index in 1..<lines {
      let start = try XCTUnwrap(pango_layout_get_line_readonly(layout, index)).pointee.start_index
      XCTAssertEqual(bytes[Int(start) - 1], UInt8(ascii: " "), "line \(index) starts inside a word: \(text)")
    }
  }
}

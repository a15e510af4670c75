import CGtk
import XCTest

@testable import RxGTK

/// `Label.keepsWordsWhole`: Korean wraps between words (at spaces), not between any two syllables.
final class LabelWordWrappingTests: GTKTestCase {
  private let message = "이미 사용 중인 닉네임입니다. 다른 닉네임을 입력해 주세요."

  func testWordRangesAreTheUTF8OffsetsOfTheRunsBetweenSpaces() {
    XCTAssertEqual(Label.wordRanges(in: "주세 요."), [0..<6, 7..<11])
    XCTAssertEqual(Label.wordRanges(in: "  a  bc "), [2..<3, 5..<7])
    XCTAssertEqual(Label.wordRanges(in: ""), [])
    XCTAssertEqual(Label.wordRanges(in: "   "), [])
  }

  /// The UTF-8 offsets where the label's text, laid out `width` pixels wide with its attributes, starts a line.
  private func lineStarts(of label: Label, width: Int32) -> [Int] {
    guard let layout = gtk_widget_create_pango_layout(label.cast(to: GtkWidget.self), label.text) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_attributes(layout, gtk_label_get_attributes(label.opaque))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
    pango_layout_set_width(layout, width * PANGO_SCALE)
    return (1..<pango_layout_get_line_count(layout)).compactMap {
      pango_layout_get_line_readonly(layout, $0).map { Int($0.pointee.start_index) }
    }
  }

  /// Whether every line after the first starts right after a space.
  private func breaksOnlyAtSpaces(_ starts: [Int], in text: String) -> Bool {
    let bytes = Array(text.utf8)
    return starts.allSatisfy { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: " ") }
  }

  func testKoreanBreaksInsideWordsByDefaultAndOnlyBetweenThemWhenKeptWhole() {
    let label = Label(message)
    label.wraps = true
    let widths = Array(stride(from: Int32(60), through: 400, by: 10))
    XCTAssertTrue(
      widths.contains { !breaksOnlyAtSpaces(lineStarts(of: label, width: $0), in: message) },
      "Pango breaks Korean between syllables by default (what this property is for)")
    label.keepsWordsWhole = true
    for width in widths {
      let starts = lineStarts(of: label, width: width)
      XCTAssertTrue(breaksOnlyAtSpaces(starts, in: message), "\(width) px: lines start at \(starts)")
    }
    label.text = "가입하지 못했습니다. 가입 서비스에 연결할 수 없습니다: 응답이 없습니다."
    for width in widths {
      XCTAssertTrue(breaksOnlyAtSpaces(lineStarts(of: label, width: width), in: label.text), "new text, \(width) px")
    }
    label.keepsWordsWhole = false
    XCTAssertTrue(widths.contains { !breaksOnlyAtSpaces(lineStarts(of: label, width: $0), in: label.text) })
  }
}

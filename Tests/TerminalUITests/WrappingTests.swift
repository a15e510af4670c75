import TerminalUI
import Testing

@Suite("Word wrapping by display width")
struct WrappingTests {
  @Test(
    "wraps at spaces, breaks long words, ends a cut text with an ellipsis",
    arguments: [
      ("Please enter your birth date", 12, 2, ["Please enter", "your birth…"]),
      ("생년월일을 입력해 주세요.", 14, 2, ["생년월일을", "입력해 주세요."]),
      ("생년월일을 입력해 주세요.", 12, 2, ["생년월일을", "입력해 주세…"]),
      ("abcdefghij", 4, 3, ["abcd", "efgh", "ij"]),
      ("short", 12, 2, ["short"]),
      ("anything", 0, 2, []),
    ])
  func wraps(text: String, width: Int, maximumLines: Int, expected: [String]) {
    #expect(text.wrapped(toDisplayWidth: width, maximumLines: maximumLines) == expected)
  }

  @Test("no line is wider than the width, wide characters included")
  func neverWiderThanTheWidth() {
    let text = "새싹 회원가입 화면은 터미널에서도 잘 보여야 합니다 👨‍👩‍👧 emoji too"
    for width in 2...20 {
      for line in text.wrapped(toDisplayWidth: width) {
        #expect(displayWidth(line) <= width, "width \(width): \(line)")
      }
    }
  }
}

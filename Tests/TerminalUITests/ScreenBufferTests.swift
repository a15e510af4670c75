import TerminalUI
import Testing

@Suite("Screen buffer")
struct ScreenBufferTests {
  @Test("A wide character takes its cell and a continuation cell")
  func wideCharacter() throws {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
    let end = buffer.write("a가b", column: 0, row: 0, style: .plain)
    #expect(end == 4)
    #expect(buffer.text(row: 0) == "a가b  ")
    let lead = try #require(buffer.cell(column: 1, row: 0))
    #expect(lead.character == "가")
    #expect(lead.width == 2)
    let continuation = try #require(buffer.cell(column: 2, row: 0))
    #expect(continuation.content == .continuation)
    #expect(continuation.width == 0)
  }

  @Test("A wide character that does not fit at the edge becomes a blank")
  func wideAtEdge() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 3, rows: 1))
    buffer.write("ab가", column: 0, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == "ab ")
    var limited = ScreenBuffer(size: TerminalSize(columns: 6, rows: 1))
    limited.write("xxxxxx", column: 0, row: 0, style: .plain)
    limited.write("가나", column: 1, row: 0, style: .plain, limit: 4)
    #expect(limited.text(row: 0) == "x가 xx")
  }

  @Test("Overwriting half of a wide character blanks the other half")
  func overwriteHalf() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
    buffer.write("가나", column: 0, row: 0, style: .plain)
    buffer.write("x", column: 1, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == " x나")
    buffer.write("y", column: 2, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == " xy ")
    buffer.write("다", column: 1, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == " 다 ")
  }

  @Test("Control and invisible characters are stored in visible form; a lone combining mark too")
  func sanitized() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
    buffer.write("a\u{1B}[2J", column: 0, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == "a^[[2J  ")
    var other = ScreenBuffer(size: TerminalSize(columns: 11, rows: 1))
    other.write("\u{200B}xy", column: 0, row: 0, style: .plain)
    #expect(other.text(row: 0) == "<U+200B>xy ")
    var mark = ScreenBuffer(size: TerminalSize(columns: 9, rows: 1))
    mark.write("\u{301}a", column: 0, row: 0, style: .plain)
    #expect(mark.text(row: 0) == "<U+0301>a")
  }

  @Test("Writing left of column 0 or outside the rows is clipped")
  func clipping() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 1))
    buffer.write("ab가c", column: -2, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == "가c ")
    buffer.write("zz", column: -3, row: 0, style: .plain)
    #expect(buffer.text(row: 0) == "가c ")
    buffer.write("zz", column: 0, row: 5, style: .plain)
    #expect(buffer.text(row: 0) == "가c ")
    #expect(buffer.cell(column: 4, row: 0) == nil)
  }

  @Test("Fill blanks a clipped rectangle with a style")
  func fill() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 3, rows: 2))
    buffer.write("abc", column: 0, row: 0, style: .plain)
    buffer.write("def", column: 0, row: 1, style: .plain)
    let reverse = CellStyle(attributes: .reverse)
    buffer.fill(Rect(column: 1, row: 1, width: 10, height: 10), style: reverse)
    #expect(buffer.text(row: 0) == "abc")
    #expect(buffer.text(row: 1) == "d  ")
    #expect(buffer.cell(column: 2, row: 1)?.style == reverse)
  }
}

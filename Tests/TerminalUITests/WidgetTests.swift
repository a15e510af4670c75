import TerminalUI
import Testing

@Suite("Widgets")
struct WidgetTests {
  @Test("A focused text field draws the visible text and places the cursor")
  func focusedTextField() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 1))
    let model = TextFieldModel(text: "가나다")
    TextField(model: model, isFocused: true).draw(into: &buffer, in: Rect(column: 2, row: 0, width: 5, height: 1))
    #expect(buffer.text(row: 0) == "  나다  ")
    #expect(buffer.cursor == .visible(column: 6, row: 0))
    #expect(buffer.cell(column: 2, row: 0)?.style == CellStyle(attributes: [.underline, .bold]))
    #expect(buffer.cell(column: 7, row: 0)?.style == .plain)
  }

  @Test("An empty field shows its placeholder; an unfocused field leaves the cursor alone")
  func placeholder() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 12, rows: 1))
    TextField(model: TextFieldModel(), placeholder: "이름을 입력", isFocused: false)
      .draw(into: &buffer, in: Rect(column: 0, row: 0, width: 8, height: 1))
    #expect(buffer.text(row: 0) == "이름을 …    ", "cut with an ellipsis, never mid-word without one")
    #expect(buffer.cursor == .hidden)
    #expect(buffer.cell(column: 0, row: 0)?.style == CellStyle(attributes: [.underline, .dim]))
  }

  @Test("Default toggle styles follow the state")
  func toggleStyles() {
    let configuration = ButtonConfiguration.toggle
    #expect(configuration.style(for: .normal) == ButtonStyle(prefix: " ○ ", suffix: " "))
    let selected = configuration.style(for: .selected)
    #expect(selected.label(for: "남자") == " ● 남자 ")
    #expect(selected.cellStyle == CellStyle(foreground: .green, attributes: .reverse))
    let selectedFocused = configuration.style(for: [.selected, .focused])
    #expect(selectedFocused.label(for: "남자") == "[● 남자]")
    #expect(selectedFocused.cellStyle.attributes == [.reverse, .bold])
    let disabled = configuration.style(for: [.disabled, .selected])
    #expect(disabled.cellStyle == CellStyle(attributes: .dim))
    #expect(disabled.label(for: "남자") == " ● 남자 ")
  }

  @Test("Default push button styles follow the state")
  func pushStyles() {
    let configuration = ButtonConfiguration.push
    #expect(configuration.style(for: .normal).label(for: "OK") == "  OK  ")
    #expect(configuration.style(for: .normal).cellStyle == .plain)
    let focused = configuration.style(for: .focused)
    #expect(focused.label(for: "OK") == "[ OK ]")
    #expect(focused.cellStyle.attributes == .bold)
    #expect(configuration.style(for: [.focused, .pressed]).cellStyle.attributes == [.bold, .reverse])
    #expect(configuration.style(for: [.focused, .disabled]).cellStyle == CellStyle(attributes: .dim))
  }

  @Test("A toggle's selection comes from isOn, and a custom configuration sees the combined state")
  func customConfiguration() {
    let configuration = ButtonConfiguration { state in
      ButtonStyle(prefix: state.contains(.selected) ? "*" : "-", suffix: state.contains(.focused) ? "<" : "")
    }
    let on = ToggleButton("a", isOn: true, state: .focused, configuration: configuration)
    #expect(on.resolvedState == [.selected, .focused])
    let off = ToggleButton("a", isOn: false, state: [.selected, .pressed], configuration: configuration)
    #expect(off.resolvedState == .pressed)
    var buffer = ScreenBuffer(size: TerminalSize(columns: 4, rows: 2))
    on.draw(into: &buffer, in: Rect(column: 0, row: 0, width: 4, height: 1))
    off.draw(into: &buffer, in: Rect(column: 0, row: 1, width: 4, height: 1))
    #expect(buffer.text(row: 0) == "*a< ")
    #expect(buffer.text(row: 1) == "-a  ")
    #expect(on.preferredWidth == 3)
  }

  @Test("Button widths do not change with the state")
  func preferredWidth() {
    #expect(ToggleButton("남자", isOn: false).preferredWidth == 8)
    #expect(Button("확인").preferredWidth == 8)
    var buffer = ScreenBuffer(size: TerminalSize(columns: 10, rows: 1))
    Button("확인", state: .focused).draw(into: &buffer, in: Rect(column: 1, row: 0, width: 8, height: 1))
    #expect(buffer.text(row: 0) == " [ 확인 ] ")
    #expect(buffer.cell(column: 1, row: 0)?.style.attributes == .bold)
  }

  @Test("Labels and message lines sanitize, truncate and pad")
  func labels() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 8, rows: 2))
    Label("a\u{1B}b", alignment: .trailing).draw(into: &buffer, in: Rect(column: 0, row: 0, width: 6, height: 1))
    #expect(buffer.text(row: 0) == "  a^[b  ")
    MessageLine("이름이 너무 깁니다", kind: .error).draw(into: &buffer, in: Rect(column: 0, row: 1, width: 8, height: 1))
    #expect(buffer.text(row: 1) == "이름이 …")
    #expect(buffer.cell(column: 0, row: 1)?.style == CellStyle(foreground: .red, attributes: .bold))
  }

  @Test("The too-small notice names both sizes and wraps to fit")
  func tooSmallNotice() {
    let notice = TooSmallNotice(
      required: TerminalSize(columns: 40, rows: 12), available: TerminalSize(columns: 16, rows: 5))
    #expect(notice.message == "Terminal too small: need 40x12, have 16x5")
    var buffer = ScreenBuffer(size: TerminalSize(columns: 16, rows: 5))
    notice.draw(into: &buffer, in: buffer.bounds)
    let rows = (0..<5).map { buffer.text(row: $0).trimmingCharacters }
    #expect(rows == ["", "Terminal too", "small: need", "40x12, have 16x5", ""])
  }
}

extension String {
  fileprivate var trimmingCharacters: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

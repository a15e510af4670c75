import TerminalUI
import Testing

@Suite("Form layout and hit-testing")
struct FormLayoutTests {
  let layout = FormLayout(rows: [
    FormRow([FormItem("nameLabel", width: .fixed(6)), FormItem("name", width: .flexible(minimum: 10))]),
    FormRow([FormItem("male", width: .fixed(8)), FormItem("female", width: .fixed(8))], spacing: 2),
    FormRow.spacer(),
    FormRow([FormItem("ok", width: .fixed(6))]),
  ])

  func laidOut(_ size: TerminalSize) throws -> LaidOutForm {
    guard case .laidOut(let form) = layout.layout(in: size) else {
      throw LayoutTestFailure.unexpectedlyTooSmall
    }
    return form
  }

  @Test("Rows stack inside the margins; flexible items take the spare width")
  func placement() throws {
    let form = try laidOut(TerminalSize(columns: 80, rows: 24))
    #expect(form.rect(for: "nameLabel") == Rect(column: 2, row: 1, width: 6, height: 1))
    #expect(form.rect(for: "name") == Rect(column: 9, row: 1, width: 69, height: 1))
    #expect(form.rect(for: "male") == Rect(column: 2, row: 2, width: 8, height: 1))
    #expect(form.rect(for: "female") == Rect(column: 12, row: 2, width: 8, height: 1))
    #expect(form.rect(for: "ok") == Rect(column: 2, row: 4, width: 6, height: 1))
    #expect(form.rect(for: "missing") == nil)
  }

  @Test("The content width can be capped and spare width is shared fairly")
  func cappedAndShared() throws {
    var capped = layout
    capped.maximumContentWidth = 30
    guard case .laidOut(let form) = capped.layout(in: TerminalSize(columns: 80, rows: 24)) else {
      throw LayoutTestFailure.unexpectedlyTooSmall
    }
    #expect(form.rect(for: "name")?.width == 23)
    let shared = FormLayout(
      rows: [FormRow([FormItem("a", width: .flexible(minimum: 1)), FormItem("b", width: .flexible(minimum: 1))])],
      horizontalMargin: 0, verticalMargin: 0)
    guard case .laidOut(let sharedForm) = shared.layout(in: TerminalSize(columns: 8, rows: 1)) else {
      throw LayoutTestFailure.unexpectedlyTooSmall
    }
    #expect(sharedForm.rect(for: "a") == Rect(column: 0, row: 0, width: 4, height: 1))
    #expect(sharedForm.rect(for: "b") == Rect(column: 5, row: 0, width: 3, height: 1))
  }

  @Test("Hit-testing finds the widget under a cell, and nothing in gaps or outside")
  func hitTesting() throws {
    let form = try laidOut(TerminalSize(columns: 80, rows: 24))
    #expect(form.hitTest(column: 2, row: 2) == "male")
    #expect(form.hitTest(column: 9, row: 2) == "male")
    #expect(form.hitTest(column: 10, row: 2) == nil)
    #expect(form.hitTest(column: 12, row: 2) == "female")
    #expect(form.hitTest(column: 77, row: 1) == "name")
    #expect(form.hitTest(column: 78, row: 1) == nil)
    #expect(form.hitTest(column: 3, row: 3) == nil)
    #expect(form.hitTest(column: 0, row: 0) == nil)
  }

  @Test("A terminal smaller than the minimum size is reported, with both sizes")
  func tooSmall() throws {
    #expect(layout.minimumSize == TerminalSize(columns: 22, rows: 6))
    #expect(
      layout.layout(in: TerminalSize(columns: 21, rows: 24))
        == .tooSmall(required: TerminalSize(columns: 22, rows: 6), available: TerminalSize(columns: 21, rows: 24)))
    #expect(
      layout.layout(in: TerminalSize(columns: 80, rows: 5))
        == .tooSmall(required: TerminalSize(columns: 22, rows: 6), available: TerminalSize(columns: 80, rows: 5)))
    let exact = try laidOut(TerminalSize(columns: 22, rows: 6))
    #expect(exact.rect(for: "name") == Rect(column: 9, row: 1, width: 11, height: 1))
  }
}

enum LayoutTestFailure: Error {
  case unexpectedlyTooSmall
}

import Accounts
import CGtk
import Foundation
import RxGTK
import RxGTKTesting
import SignUp
import SignUpConformance
import SignUpProgram
import SignUpWindow

/// The GTK window driven as a user drives it, for the shared input table: text goes in through GTK's insert path
/// (so through the window's input filter), buttons are clicked with their `clicked` signal, and the report is read
/// from the widgets and their accessible states.
final class WindowFace: SignUpFace {
  let screen: SignUpWindow
  private let outcomes = OutcomeBox()
  private let drain: () -> Void

  init(
    language: Language, today: @escaping () -> CalendarDay, store: any AccountStore,
    drain: @escaping () -> Void
  ) {
    self.drain = drain
    let outcomes = self.outcomes
    screen = SignUpWindow(language: language, today: today, store: store, checkDelay: .milliseconds(5)) {
      outcomes.values.append($0)
    }
    screen.present()
    drain()
  }

  /// Closes the window.
  func close() {
    screen.window.destroy()
    drain()
  }

  @discardableResult
  func perform(_ step: FaceStep) -> Bool {
    act(step)
    return waitForStore()
  }

  /// Runs GLib's loop (which serves the main queue) until the window no longer waits for the store.
  private func waitForStore(limit: Duration = .seconds(30)) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    drain()
    while screen.isWaitingForStore {
      guard clock.now < deadline else { return false }
      usleep(1_000)
      drain()
    }
    return true
  }

  private func act(_ step: FaceStep) {
    switch step {
    case .replace(let field, let text):
      guard let entry = screen.entry(for: field) else { return }
      entry.grabFocus()
      entry.text = text
      entry.focusAtEnd()  // as after typing it: the cursor at the end
    case .paste(let field, let text):
      guard let entry = screen.entry(for: field) else { return }
      entry.grabFocus()
      entry.appendText(text)
    case .tap(let gender):
      screen.button(for: gender).emit("clicked")
    case .submit:
      screen.submit.grabFocus()
      screen.submit.emit("clicked")
    case .type(let text):
      guard let entry = FaceReport.textFields.compactMap(screen.entry(for:)).first(where: holdsFocus) else { return }
      for character in text { entry.typeText(String(character)) }  // one key each
    case .leave(.escape):
      screen.pressEscape()
    case .leave:
      screen.window.close()
    }
    drain()
  }

  var report: FaceReport {
    let fields = FaceReport.textFields
    var request: String?
    if case .signedUp(let account)? = outcomes.values.first, let data = try? account.request.jsonData() {
      request = String(decoding: data, as: UTF8.self)
    }
    let checked = Gender.allCases.first { gender in
      screen.button(for: gender).accessibleCheckedMismatch(true) == nil
    }
    return FaceReport(
      texts: fields.map { screen.entry(for: $0)?.text ?? "" },
      messages: fields.map { field in
        guard let label = screen.messages[field], label.isVisible else { return nil }
        return label.text
      },
      invalid: fields.map { field in
        screen.entry(for: field).map { $0.isAccessibleInvalid } ?? false
      },
      gender: checked,
      notice: screen.notice.isVisible ? screen.notice.text : nil,
      focus: focus,
      request: request,
      cursorsAtEnd: fields.map { field in
        screen.entry(for: field).map { $0.cursorPosition == $0.text.unicodeScalars.count } ?? true
      },
      selections: fields.map { screen.entry(for: $0)?.hasSelection ?? false },
      hasLeft: outcomes.values.contains(.cancelled))
  }

  /// Whether the widget (or a child of it) has the keyboard focus.
  private func holdsFocus(_ widget: Widget) -> Bool {
    guard let focused = screen.window.focusedWidget else { return false }
    return focused == widget.widget || gtk_widget_is_ancestor(focused, widget.widget) != 0
  }

  private var focus: FaceFocus? {
    guard screen.window.focusedWidget != nil else { return nil }
    let holds = holdsFocus
    for field in FaceReport.textFields {
      if let entry = screen.entry(for: field), holds(entry) { return .field(field) }
    }
    for gender in Gender.allCases where holds(screen.button(for: gender)) { return .gender(gender) }
    return holds(screen.submit) ? .submit : nil
  }
}

/// Where the window's outcomes go.
private final class OutcomeBox {
  var values: [SignUpOutcome] = []
}

import SignUp
import TerminalUI

/// Where the sign-up screen's widgets go: labels in a column on the left, fields, messages (two rows each) and
/// buttons to their right, then the status and help lines.
///
/// ```text
///   새싹 회원가입
///
///   닉네임    새싹______________________________
///             (message)
///   ...
///   성별      [○ 남자]  ○ 여자
///             선택 사항, 한 번 더 누르면 해제
///
///               가입하기
/// ```
enum SignUpScreenLayout {
  /// The layout of the screen at one terminal size: made once per size, used for drawing and for the mouse.
  struct Placement: Hashable, Sendable {
    /// The terminal's size.
    let size: TerminalSize
    /// The form's place, or why it does not fit.
    let result: FormLayoutResult

    /// The laid-out form, or `nil` while the terminal is too small.
    var form: LaidOutForm? {
      if case .laidOut(let form) = result { return form }
      return nil
    }

    /// Each text field's width (0 while the terminal is too small).
    var fieldWidths: TextFieldValues<Int> {
      guard let form else { return TextFieldValues(repeating: 0) }
      return SignUpScreenLayout.fieldWidths(in: form)
    }
  }

  /// Lays the form out for a language at a terminal size.
  /// - Parameters:
  ///   - language: The screen's language.
  ///   - size: The terminal's size.
  static func place(language: Language, in size: TerminalSize) -> Placement {
    Placement(size: size, result: formLayout(language: language).layout(in: size))
  }

  /// The narrowest a text field may be.
  static let minimumFieldWidth = 16
  /// The widest the form grows on a wide terminal.
  static let maximumContentWidth = 64
  /// The narrowest the status and help lines may be.
  static let minimumLineWidth = 20
  /// Rows given to each field's message, which wraps.
  ///
  /// The second row is also the blank line under a one-line message, so a message that wraps onto two rows
  /// touches the next row (the next field, or 성별 under the birth date). A third row per message, or a spacer
  /// after each, would keep that blank line at the cost of three rows: the form, its status line and its two help
  /// lines would need 24 rows, every row of an 80x24 terminal, and an empty form would show two blank lines between
  /// fields. The rows stay fixed, so nothing moves under the cursor or the mouse while messages come and go.
  static let messageHeight = 2

  /// The layout for a language (label and button widths depend on it).
  /// - Parameter language: The screen's language.
  /// - Returns: The form layout.
  static func formLayout(language: Language) -> FormLayout {
    let texts = ScreenTexts(language: language)
    let labels = TextFieldKind.allCases.map(texts.label) + [texts.genderLabel]
    let labelWidth = labels.map(displayWidth).max() ?? 0
    func item(_ widget: ScreenWidget, _ width: FormItemWidth, height: Int = 1) -> FormItem {
      FormItem(widget.id, width: width, height: height)
    }
    func line(_ widget: ScreenWidget) -> FormRow {
      FormRow([item(widget, .flexible(minimum: minimumLineWidth))])
    }
    var rows = [FormRow([item(.title, .flexible(minimum: displayWidth(texts.title)))]), FormRow.spacer()]
    for kind in TextFieldKind.allCases {
      rows.append(
        FormRow(
          [item(.label(kind), .fixed(labelWidth)), item(.field(kind), .flexible(minimum: minimumFieldWidth))],
          spacing: 2))
      rows.append(
        FormRow(
          [
            item(.messageIndent(kind), .fixed(labelWidth), height: messageHeight),
            item(.message(kind), .flexible(minimum: minimumFieldWidth), height: messageHeight),
          ], spacing: 2))
    }
    let options = Gender.allCases.map {
      let configuration = ButtonConfiguration.signUp(.gender($0), language: language)
      return item(
        .option($0), .fixed(ToggleButton(texts.option($0), isOn: false, configuration: configuration).preferredWidth))
    }
    rows.append(FormRow([item(.genderLabel, .fixed(labelWidth))] + options, spacing: 2))
    rows.append(
      FormRow(
        [item(.genderHintIndent, .fixed(labelWidth)), item(.genderHint, .flexible(minimum: minimumFieldWidth))],
        spacing: 2))
    rows.append(FormRow.spacer())
    // The button keeps one width whether it says 가입하기 or 가입하는 중….
    let buttonWidth = [texts.submit, texts.submitInFlight]
      .map { Button($0, configuration: .signUp(.submit, language: language)).preferredWidth }.reduce(0, max)
    rows.append(
      FormRow([item(.submitIndent, .fixed(labelWidth)), item(.submit, .fixed(buttonWidth))], spacing: 2))
    rows.append(FormRow.spacer())
    rows += [line(.notice), line(.help(0)), line(.help(1))]
    return FormLayout(rows: rows, maximumContentWidth: maximumContentWidth)
  }

  /// What a mouse press or release at a cell lands on.
  /// - Parameters:
  ///   - form: The laid-out form.
  ///   - column: The 0-based column.
  ///   - row: The 0-based row.
  /// - Returns: The target, or `nil` for a cell outside every clickable widget.
  static func pointerTarget(in form: LaidOutForm, column: Int, row: Int) -> PointerTarget? {
    guard let id = form.hitTest(column: column, row: row), let widget = ScreenWidget(id) else { return nil }
    switch widget {
    case .label(let kind), .message(let kind), .messageIndent(let kind):
      return .label(kind)
    case .field(let kind):
      guard let rect = form.rect(for: id) else { return nil }
      return .field(kind, offset: column - rect.column, width: rect.width)
    case .option(let gender):
      return .option(gender)
    case .genderLabel:
      return .genderLabel
    case .submit:
      return .submit
    case .title, .genderHintIndent, .genderHint, .submitIndent, .notice, .help:
      return nil
    }
  }

  /// Each text field's width in a laid-out form.
  /// - Parameter form: The laid-out form.
  /// - Returns: The widths (0 for a field the form lacks).
  static func fieldWidths(in form: LaidOutForm) -> TextFieldValues<Int> {
    TextFieldValues { form.rect(for: ScreenWidget.field($0).id)?.width ?? 0 }
  }
}

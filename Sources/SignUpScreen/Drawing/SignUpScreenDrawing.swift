import SignUp
import TerminalUI
import TextSafety

/// Draws a `SignUpScreenModel` with TerminalUI widgets, as a pure function of the model and the layout (which
/// depends only on the language and the terminal's size, so it is made once per size: `SignUpScreenLayout.place`).
///
/// ```swift
/// let layout = SignUpScreenLayout.place(language: .korean, in: TerminalSize(columns: 80, rows: 24))
/// try terminal.present(SignUpScreenDrawing.buffer(for: model, layout: layout))
/// ```
enum SignUpScreenDrawing {
  /// Draws the screen, or the "too small" notice when the terminal cannot hold the form.
  /// - Parameters:
  ///   - model: What to draw.
  ///   - layout: The layout for the terminal's size.
  ///   - marksPlaceholders: Whether an empty field's placeholder is drawn inside `‹ ›`, for plain-text output
  ///     where the dim style is lost and a placeholder would read like typed text.
  /// - Returns: The cells to present.
  static func buffer(
    for model: SignUpScreenModel, layout: SignUpScreenLayout.Placement, marksPlaceholders: Bool = false
  ) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: layout.size)
    switch layout.result {
    case .tooSmall(let required, let available):
      let texts = ScreenTexts(language: model.language)
      var message = texts.tooSmall(required: required, available: available)
      if let notice = model.notice { message += " — " + notice.message(in: model.language) }
      TooSmallNotice(required: required, available: available, message: message)
        .draw(into: &buffer, in: buffer.bounds)
    case .laidOut(let form):
      draw(model, form: form, marksPlaceholders: marksPlaceholders, into: &buffer)
    }
    return buffer
  }

  private static func draw(
    _ model: SignUpScreenModel, form: LaidOutForm, marksPlaceholders: Bool, into buffer: inout ScreenBuffer
  ) {
    let texts = ScreenTexts(language: model.language)
    func rect(_ widget: ScreenWidget) -> Rect {
      form.rect(for: widget.id) ?? Rect(column: 0, row: 0, width: 0, height: 0)
    }
    let bold = CellStyle(attributes: .bold)
    Label(texts.title, style: bold).draw(into: &buffer, in: rect(.title))
    for kind in TextFieldKind.allCases {
      let isFocused = model.focus == FocusStop(kind)
      Label(texts.label(kind), style: isFocused ? bold : .plain).draw(into: &buffer, in: rect(.label(kind)))
      let placeholder = marksPlaceholders ? "‹" + texts.placeholder(kind) + "›" : texts.placeholder(kind)
      TextField(model: model.texts[kind], placeholder: placeholder, isFocused: isFocused)
        .draw(into: &buffer, in: rect(.field(kind)))
      drawMessage(model.form.fieldStates[kind], language: model.language, in: rect(.message(kind)), into: &buffer)
    }
    let isGroupFocused = model.focus == .gender
    Label(texts.genderLabel, style: isGroupFocused ? bold : .plain).draw(into: &buffer, in: rect(.genderLabel))
    for gender in Gender.allCases {
      var state: ButtonState = []
      if isGroupFocused && model.focusedGender == gender { state.insert(.focused) }
      if model.pressed == .option(gender) { state.insert(.pressed) }
      let configuration = ButtonConfiguration.signUp(.gender(gender), language: model.language)
      ToggleButton(texts.option(gender), isOn: model.isSelected(gender), state: state, configuration: configuration)
        .draw(into: &buffer, in: rect(.option(gender)))
    }
    Label(texts.genderHint, style: CellStyle(attributes: .dim)).draw(into: &buffer, in: rect(.genderHint))
    var submitState: ButtonState = []
    if model.focus == .submit { submitState.insert(.focused) }
    if model.pressed == .submit { submitState.insert(.pressed) }
    if !model.form.isSubmitEnabled { submitState.insert(.disabled) }
    let submit = model.form.isSigningUp ? texts.submitInFlight : texts.submit
    Button(
      submit, state: submitState,
      configuration: .signUp(.submit, language: model.language, isBusy: model.form.isSigningUp)
    )
    .draw(into: &buffer, in: rect(.submit))
    // A notice runs to the terminal's right margin, as wide as the left one, and wraps onto the help rows, which it
    // covers while it is shown.
    let noticeRows = ([rect(.notice)] + texts.helpLines.indices.map { rect(.help($0)) }).map {
      Rect(column: $0.column, row: $0.row, width: max($0.width, buffer.size.columns - 2 * $0.column), height: 1)
    }
    let noticeLines =
      model.notice.map {
        DisplaySanitizer.sanitize($0.message(in: model.language))
          .wrapped(toDisplayWidth: noticeRows[0].width, maximumLines: noticeRows.count)
      } ?? []
    let noticeKind: MessageKind = model.notice?.isError == true ? .error : .warning
    for (line, row) in zip(noticeLines, noticeRows) {
      MessageLine(line, kind: noticeKind).draw(into: &buffer, in: row)
    }
    for (index, line) in texts.helpLines.enumerated() where index + 1 >= noticeLines.count {
      Label(line, style: CellStyle(attributes: .dim)).draw(into: &buffer, in: rect(.help(index)))
    }
  }

  /// Draws a field's message wrapped over the rows of its rectangle, a problem in red and a note dimmed; nothing
  /// for a field without one.
  private static func drawMessage(
    _ state: FieldState, language: Language, in rect: Rect, into buffer: inout ScreenBuffer
  ) {
    guard let message = state.message(in: language) else { return }
    let lines = DisplaySanitizer.sanitize(message).wrapped(toDisplayWidth: rect.width, maximumLines: rect.height)
    for (offset, line) in lines.enumerated() {
      let lineRect = Rect(column: rect.column, row: rect.row + offset, width: rect.width, height: 1)
      if state.isProblem {
        MessageLine(line, kind: .error).draw(into: &buffer, in: lineRect)
      } else {
        Label(line, style: CellStyle(attributes: .dim)).draw(into: &buffer, in: lineRect)
      }
    }
  }
}

import Foundation
import RxCore
import SignUp
import SignUpProgram
import TerminalUI

/// The terminal screen without a terminal: the same screen model, view model, key map and drawing as
/// `swift run signup`, driven with SignUpProgram's `FaceStep`s. `--script` plays its lines through it, and the
/// shared input table compares it with the GTK window.
///
/// A paste goes through the terminal's own input path: its bytes are wrapped in bracketed-paste markers and fed to
/// the `InputDecoder` the terminal reads with (which keeps at most 256 characters of a paste and counts the rest),
/// then through the key map.
///
/// ```swift
/// let face = TerminalFace(
///   language: .english, today: { CalendarDay(date: Date(), timeZone: .current) }, store: store)
/// face.perform(.paste(.nickname, "새\u{202E}싹"))
/// face.report.messages[0]  // "Nickname cannot contain control or text-direction characters (U+202E)."
/// ```
public final class TerminalFace {
  /// The width of the screen the face lays out (the width `--script` prints).
  public static let screenWidth = 60

  let binding: SignUpScreenBinding
  let layout: SignUpScreenLayout.Placement
  private let language: Language

  /// The longest a step waits for the store (a nickname check, a sign-up) before ``perform(_:)`` gives up.
  public static let storeAnswerLimit = Duration.seconds(60)

  /// Makes a face with a new view model.
  /// - Parameters:
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  ///   - store: Where nicknames are checked and accounts created.
  ///   - checkDelay: The pause after typing before the nickname is checked (the view model's by default).
  public init(
    language: Language, today: @escaping () -> CalendarDay, store: any AccountStore,
    checkDelay: RxTimeInterval = SignUpViewModel.checkDelay
  ) {
    self.language = language
    binding = SignUpScreenBinding(language: language, today: today, store: store, checkDelay: checkDelay)
    let rows = SignUpScreenLayout.formLayout(language: language).minimumSize.rows
    layout = SignUpScreenLayout.place(language: language, in: TerminalSize(columns: Self.screenWidth, rows: rows))
  }

  /// How the screen ended, once it has (`.signedUp` or `.cancelled`).
  public var outcome: SignUpOutcome? { binding.outcome }

  /// The problems of the last refused sign-up, if any.
  public var lastRejection: SignUpFormError? { binding.lastRejection }

  /// Why the last sign-up attempt failed, while it is the last one.
  public var lastFailure: AccountStoreError? { binding.lastFailure }

  /// Does one step, as a user at the terminal would, then serves the main queue until the store has answered
  /// what the step asked (the nickname check after its pause, a sign-up), so each step starts from a settled
  /// screen: a script plays the same way every time.
  /// - Parameter step: The step.
  /// - Returns: `false` when the store did not answer within ``storeAnswerLimit``.
  @discardableResult
  public func perform(_ step: FaceStep) -> Bool {
    act(step)
    let answered = binding.waitForStore(limit: Self.storeAnswerLimit)
    binding.keepCursorsVisible(widths: layout.fieldWidths)
    return answered
  }

  private func act(_ step: FaceStep) {
    switch step {
    case .replace(let field, let text):
      guard let kind = TextFieldKind(field) else { return }
      binding.handle(.replaceText(kind, text))
    case .paste(let field, let text):
      guard let kind = TextFieldKind(field) else { return }
      binding.handle(.focusField(kind))
      feed(Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8))
    case .type(let text):
      feed(Array(text.utf8))
    case .leave(let way):
      binding.handle(.cancel(way))
    case .tap(let gender):
      binding.handle(.tap(gender))
    case .submit:
      binding.handle(.submit)
    }
    binding.keepCursorsVisible(widths: layout.fieldWidths)
  }

  /// Feeds bytes to the decoder the terminal reads with, and each event it makes to the key map, where the focus
  /// is at that moment.
  private func feed(_ bytes: [UInt8]) {
    var decoder = InputDecoder(maximumPasteLength: InteractiveScreen.maximumPasteLength)
    let events = decoder.feed(bytes)
    for event in events + decoder.flush() {
      if let action = KeyMap.action(for: event, focus: binding.model.focus, form: layout.form) {
        binding.handle(action)
      }
    }
  }

  /// The screen as plain text, 60 columns wide (an empty field's placeholder inside `‹ ›`).
  public var screenText: String {
    PlainTextScreen.text(of: SignUpScreenDrawing.buffer(for: binding.model, layout: layout, marksPlaceholders: true))
  }

  /// What the screen shows now.
  public var report: FaceReport {
    let model = binding.model
    let kinds = TextFieldKind.allCases
    let focus: FaceFocus
    switch model.form.focus {
    case .nickname: focus = .field(.nickname)
    case .email: focus = .field(.email)
    case .birthDate: focus = .field(.birthDate)
    case .gender(let gender): focus = .gender(gender)
    case .submit: focus = .submit
    }
    var request: String?
    if case .signedUp(let account) = binding.outcome, let data = try? account.request.jsonData() {
      request = String(decoding: data, as: UTF8.self)
    }
    return FaceReport(
      texts: kinds.map { model.texts[$0].text },
      messages: kinds.map { model.form.fieldStates[$0].message(in: language) },
      invalid: kinds.map { model.form.fieldStates[$0].isProblem },
      gender: model.form.gender.selectedOption,
      notice: model.notice?.message(in: language),
      focus: focus,
      request: request,
      cursorsAtEnd: kinds.map { model.texts[$0].cursor == model.texts[$0].text.count },
      selections: kinds.map { _ in false },  // the terminal's fields have no selection
      hasLeft: binding.outcome == .cancelled)
  }
}

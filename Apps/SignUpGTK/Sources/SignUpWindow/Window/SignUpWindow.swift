import CGtk
import Foundation
import RxCore
import RxGTK
import Selection
import SignUp
import SignUpProgram

/// The sign-up screen in a GTK 4 window, bound to the same `SignUpViewModel` as the terminal screen, the way a
/// view controller binds UIKit controls with RxCocoa, and taking text through the same `FieldInput` policy.
///
/// Nickname, email and birth date entries with their messages, 남자 and 여자 as a group of radios with one Tab
/// stop (the arrows move inside it, Space toggles), the sign-up button and a status line. The buttons' looks come
/// from SignUp's `SignUpButton.configuration(for:language:)`, as CSS classes; a gender button has no state of its
/// own, so it changes only when the view model says so. The keyboard focus is the view model's too: the window
/// reports where GTK moved it (Tab, a click, Enter in a field) and arrow keys in the group, and moves GTK's focus to
/// wherever the view model says; the report of such a move is the focus the view model already has, which changes
/// nothing and emits nothing. Use it on the main thread, with ``RxGTK/MainQueueSource`` installed.
///
/// For assistive technologies: an empty message is hidden (not in the tree); a field with a problem is `invalid`
/// and described by its message; after a refused sign-up the focus moves to the first field with a problem, which
/// is then also described by the status line (an `alert`), so a screen reader reads what happened with the field.
///
/// ```swift
/// let window = SignUpWindow(language: .korean, today: today, store: store) { outcome in ... }
/// window.present()
/// ```
public final class SignUpWindow {
  /// The window.
  public let window: Window
  /// The nickname entry.
  public let nickname = Entry()
  /// The email entry.
  public let email = Entry()
  /// The birth date entry.
  public let birthDate = Entry()
  /// The 남자 button.
  public let male: Button
  /// The 여자 button.
  public let female: Button
  /// The box that groups 남자 and 여자.
  public let genderGroup = Box(GTK_ORIENTATION_HORIZONTAL, accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP)
  /// The sign-up button.
  public let submit: Button
  /// The message under each text field, by field (hidden while empty).
  public let messages: [SignUpField: Label]
  /// The status line under the sign-up button: what happened to the last input or sign-up (hidden while empty).
  public let notice = Label("", accessibleRole: GTK_ACCESSIBLE_ROLE_ALERT)
  /// The line that says no font can show Hangul (hidden unless so).
  public let fontWarning = Label()
  /// The status line's notice, if one is shown.
  public private(set) var shownNotice: FormNotice?
  /// The gender group's hint ("press again to clear"), which describes the group and its buttons.
  private let genderHint: Label
  /// The widget the status line describes, besides what describes it anyway: the one with the focus when the line
  /// was shown (GTK 4.8 has no way to announce a text), or the field a refused sign-up moves the focus to.
  private var describedByNotice: Widget?
  /// Whether the view model waits for the store (a nickname check, or a sign-up in flight).
  public private(set) var isWaitingForStore = false

  private let language: Language
  /// The arrow keys in the gender group.
  private let focusKeys = PublishRelay<SignUpFocusCommand>()
  /// Where GTK moved the focus: a report of what the person did, or of the window following the view model.
  private let focusReports = PublishRelay<SignUpFocusCommand>()
  /// The view model's focus, to move GTK's focus to it when the window is shown.
  private var viewModelFocus = Driver<SignUpFocus>.empty()
  private let disposeBag = DisposeBag()
  private var outcome: SignUpOutcome?
  /// Whether a sign-up request is in flight.
  private var isSigningUp = false
  /// Whether the window was asked to close while a sign-up was in flight: it ends with that sign-up's answer.
  private var isClosingAfterSignUp = false
  /// The rule for leaving a form with input, shared with the terminal: the first Esc or close asks, the second
  /// leaves.
  private var leaving = LeaveGuard()
  /// Whether a gender is chosen, as the view model last said.
  private var hasGender = false
  private let onFinish: (SignUpOutcome) -> Void

  /// Builds the window and binds it to a new `SignUpViewModel`.
  /// - Parameters:
  ///   - language: The language of every text.
  ///   - today: The clock for the age rule.
  ///   - store: Where nicknames are checked and accounts created.
  ///   - checkDelay: The pause after typing before the nickname is checked.
  ///   - onFinish: Called once: `.signedUp` with the account once the store created it, or `.cancelled` when the
  ///     window is asked to close (while a sign-up is in flight, once the store has answered: `.signedUp` if it
  ///     created the account). The window is destroyed after a sign-up; after a close request GTK closes it.
  public init(
    language: Language, today: @escaping () -> CalendarDay, store: any AccountStore,
    checkDelay: RxTimeInterval = SignUpViewModel.checkDelay, onFinish: @escaping (SignUpOutcome) -> Void
  ) {
    self.language = language
    self.onFinish = onFinish
    window = Window(title: FormTexts(language: language).title)
    male = Button(label: SignUpButton.gender(.male).title(in: language), accessibleRole: GTK_ACCESSIBLE_ROLE_RADIO)
    female = Button(
      label: SignUpButton.gender(.female).title(in: language), accessibleRole: GTK_ACCESSIBLE_ROLE_RADIO)
    submit = Button(label: SignUpButton.submit.title(in: language))
    messages = [.nickname: Label(), .email: Label(), .birthDate: Label()]
    genderHint = Label(FormTexts(language: language).genderHint)
    layOut()
    bind(SignUpViewModel(today: today, store: store, checkDelay: checkDelay))
  }

  /// Shows the window with the keyboard focus where the view model has it (at first, the nickname entry).
  public func present() {
    window.present()
    viewModelFocus.asObservable().take(1).subscribe(onNext: { [weak self] in self?.follow($0) })
      .disposed(by: disposeBag)
  }

  /// The entry of a text field.
  public func entry(for field: SignUpField) -> Entry? {
    switch field {
    case .nickname: return nickname
    case .email: return email
    case .birthDate: return birthDate
    case .gender: return nil
    }
  }

  /// A gender button.
  public func button(for gender: Gender) -> Button {
    gender == .male ? male : female
  }

  /// Shows the line about Hangul when the window's fonts cannot show it.
  /// - Returns: Whether a font can show Hangul.
  @discardableResult
  public func checkHangulFont() -> Bool {
    checkFont(showing: "새", language: "ko")
  }

  /// Shows the line about fonts when no font of the window can show `sample`.
  /// - Returns: Whether a font can show it.
  func checkFont(showing sample: Character, language: String) -> Bool {
    let covers = window.fontCovers(sample, language: language)
    fontWarning.isVisible = !covers
    return covers
  }

  private static let textFields: [SignUpField] = [.nickname, .email, .birthDate]

  private func layOut() {
    let texts = FormTexts(language: language)
    let grid = Grid(rowSpacing: 4, columnSpacing: 16)
    fontWarning.text = WindowTexts.noHangulFontBanner
    fontWarning.wraps = true
    fontWarning.addCSSClass("sprout-error")
    fontWarning.isVisible = false
    grid.attach(fontWarning, column: 0, row: 0, width: 2)
    let heading = Label(texts.title)
    heading.addCSSClass("sprout-title")
    heading.horizontalTextAlignment = 0
    heading.setMargins(bottom: 12)
    grid.attach(heading, column: 0, row: 1, width: 2)
    var row: Int32 = 2
    for field in Self.textFields {
      guard let entry = entry(for: field), let message = messages[field] else { continue }
      let label = Label(field.label(in: language))
      label.horizontalTextAlignment = 0
      entry.expandsHorizontally = true
      gtk_entry_set_placeholder_text(entry.cast(to: GtkEntry.self), texts.placeholder(field))
      entry.setAccessibleLabelledBy(label)
      message.horizontalTextAlignment = 0
      message.wraps = true
      message.keepsWordsWhole = true
      message.isVisible = false
      grid.attach(label, column: 0, row: row)
      grid.attach(entry, column: 1, row: row)
      grid.attach(message, column: 1, row: row + 1)
      row += 2
      // Enter in a field moves on, as in the terminal screen.
      entry.rx.signal("activate").subscribe(onNext: { [weak window] in window?.moveFocus() })
        .disposed(by: disposeBag)
      entry.filterInsertions { [weak self] text in self?.admit(text, into: field) }
    }
    let genderLabel = Label(SignUpField.gender.label(in: language))
    genderLabel.horizontalTextAlignment = 0
    genderGroup.addCSSClass("linked")
    genderGroup.setAlignment(horizontal: GTK_ALIGN_START)
    genderGroup.append(male)
    genderGroup.append(female)
    genderGroup.setAccessibleLabelledBy(genderLabel)
    grid.attach(genderLabel, column: 0, row: row)
    grid.attach(genderGroup, column: 1, row: row)
    genderHint.addCSSClass("sprout-hint")
    genderHint.horizontalTextAlignment = 0
    // The hint says what a radio group normally cannot do (press again to clear): a screen reader reads it with
    // the group and with each button, not only where it is drawn (`ownDescribers(of:)`).
    for described in [genderGroup, male, female] as [Widget] { describe(described) }
    grid.attach(genderHint, column: 1, row: row + 1)
    submit.setAlignment(horizontal: GTK_ALIGN_START)
    submit.setMargins(top: 12)
    grid.attach(submit, column: 1, row: row + 2)
    notice.horizontalTextAlignment = 0
    notice.wraps = true
    notice.keepsWordsWhole = true
    notice.isVisible = false
    grid.attach(notice, column: 1, row: row + 3)
    // The space around the form is CSS padding, not margins: a window made smaller than the form (a window manager
    // may allow it) then gives the grid less room, never a negative size, which GTK warns about.
    grid.setMargins()
    grid.addCSSClass("sprout-form")
    window.child = grid
    window.setDefaultSize(width: 440, height: -1)
    window.handleKeyPresses { [weak self] key in
      guard let self else { return false }
      if key.keyval == UInt32(GDK_KEY_Escape) {
        self.pressEscape()
        return true
      }
      if !key.isModifier { self.leaving.disarm() }
      return false
    }
  }

  /// What the Escape key does: asks to leave (``requestLeave(_:)``), and closes the window when that leaves.
  public func pressEscape() {
    if requestLeave(.escape) == .leaving { window.close() }
  }

  /// What Ctrl-C in the terminal that started the window (SIGINT) does: what Ctrl-C does in the terminal screen,
  /// asking once on a form with input and ending with a sign-up in flight's answer.
  public func interrupt() {
    if requestLeave(.interrupt) == .leaving { window.close() }
  }

  /// What a request to leave did.
  public enum LeaveResult: Hashable, Sendable {
    /// The window stays: it asked to confirm (or a sign-up is on its way and it ends with the answer).
    case staying
    /// The window closes.
    case leaving
  }

  /// Whether leaving would throw something away: a field has text or a gender is chosen (``LeaveGuard``).
  public var hasInput: Bool {
    LeaveGuard.hasInput(texts: Self.textFields.map { entry(for: $0)?.text ?? "" }, hasGender: hasGender)
  }

  /// A request to leave (Esc, the close button), decided by the rule the terminal follows too: an empty form
  /// leaves, a form with input asks once (the status line says how to leave), a sign-up in flight ends the window
  /// with its answer.
  /// - Parameter way: How the person asked.
  /// - Returns: Whether the window closes now.
  @discardableResult
  public func requestLeave(_ way: LeaveRequest) -> LeaveResult {
    if outcome != nil || isClosingAfterSignUp { return .leaving }
    switch leaving.request(way, hasInput: hasInput, isSigningUp: isSigningUp) {
    case .leave:
      finish(.cancelled)
      return .leaving
    case .confirm(let confirmation):
      show(confirmation)
      return .staying
    case .waitForSignUp:
      // Closing now would say "not signed up" of an account the store may be creating: end with its answer.
      isClosingAfterSignUp = true
      return .leaving
    }
  }

  /// What an entry takes of an insertion (`FieldInput`, as the terminal), with its notice on the status line: a
  /// single typed character keeps the notice unless it has one of its own, and typing on into a full field adds to
  /// its count, as typing does in the terminal.
  private func admit(_ text: String, into field: SignUpField) -> String? {
    leaving.disarm()
    let existing = entry(for: field)?.text ?? ""
    let insertion = FieldInput.insertion(of: text, into: field, existing: existing)
    if text.count != 1 {
      show(insertion.notice)
    } else if let notice = insertion.notice {
      show(shownNotice.map { $0.followed(by: notice) } ?? notice)
    }
    return insertion.text == text ? nil : insertion.text
  }

  private func bind(_ viewModel: SignUpViewModel) {
    let output = viewModel.transform(
      input: .init(
        nickname: nickname.rx.text.orEmpty.asObservable(), email: email.rx.text.orEmpty.asObservable(),
        birthDate: birthDate.rx.text.orEmpty.asObservable(), maleTap: male.rx.tap.asObservable(),
        femaleTap: female.rx.tap.asObservable(),
        focus: Observable.merge(focusKeys.asObservable(), focusReports.asObservable()),
        submitTap: submit.rx.tap.asObservable()))
    for field in Self.textFields {
      let state: Driver<FieldState>
      switch field {
      case .email: state = output.email
      case .birthDate: state = output.birthDate
      default: state = output.nickname
      }
      state.drive(onNext: { [weak self] in self?.show($0, of: field) }).disposed(by: disposeBag)
    }
    // After the fields' messages and before the focus: a refused sign-up's field is described by its message and
    // the status line before the view model's focus moves to it.
    output.submission.emit(onNext: { [weak self] submission in
      guard let self else { return }
      switch submission {
      case .created(let account): self.finish(.signedUp(account))
      case .rejected where self.isClosingAfterSignUp, .failed where self.isClosingAfterSignUp:
        self.finish(.cancelled)
      case .rejected(let error): self.showRejection(error)
      case .failed(let error): self.show(.signUpFailed(error))
      }
    }).disposed(by: disposeBag)
    bindGender(output.gender, focus: output.focus)
    bindFocus(output.focus)
    bindLook(
      of: submit, as: .submit, isSelected: .just(false), isEnabled: output.isSubmitEnabled,
      isBusy: output.isSigningUp)
    output.isSigningUp.drive(onNext: { [weak self] in self?.isSigningUp = $0 }).disposed(by: disposeBag)
    output.isWaitingForStore.drive(onNext: { [weak self] in self?.isWaitingForStore = $0 }).disposed(by: disposeBag)
    submit.rx.tap.subscribe(onNext: { [weak self] in self?.leaving.disarm() }).disposed(by: disposeBag)
    window.guardClose { [weak self] in self?.requestLeave(.closeWindow) == .staying }
  }

  /// A field's message: shown (and the field described by it) only when there is one; a problem marks the field
  /// invalid.
  private func show(_ state: FieldState, of field: SignUpField) {
    guard let entry = entry(for: field), let message = messages[field] else { return }
    let text = state.message(in: language)
    message.text = text ?? ""
    if message.isVisible != (text != nil) {
      message.isVisible = text != nil
      fitHeightToContent()
    }
    if state.isProblem {
      message.removeCSSClass("sprout-hint")
      message.addCSSClass("sprout-error")
    } else {
      message.removeCSSClass("sprout-error")
      message.addCSSClass("sprout-hint")
    }
    entry.setAccessibleInvalid(state.isProblem)
    describe(entry)
  }

  /// What describes `widget` for a screen reader besides the status line: a field's shown message, the gender hint.
  private func ownDescribers(of widget: Widget) -> [Label] {
    if let field = Self.textFields.first(where: { entry(for: $0) === widget }), let message = messages[field] {
      return message.isVisible ? [message] : []
    }
    return [genderGroup, male, female].contains { $0 === widget } ? [genderHint] : []
  }

  /// Sets what describes `widget`: its own describers, and the status line if it describes the widget.
  private func describe(_ widget: Widget) {
    let describers = ownDescribers(of: widget) + (describedByNotice === widget ? [notice] : [])
    widget.setAccessibleDescribedBy(describers)
    // The property as well as the relation: GTK 4.8 tells a screen reader only of a changed property.
    widget.setAccessibleDescription(describers.map(\.text).joined(separator: " "))
  }

  /// Makes the status line describe `widget` (and no other), so a screen reader reads it with that widget.
  private func describeByNotice(_ widget: Widget?) {
    let previous = describedByNotice
    describedByNotice = widget
    if let previous, previous !== widget { describe(previous) }
    if let widget { describe(widget) }
  }

  /// Lets the window take the height its content needs now: it grows for a message, and shrinks back when the
  /// message goes (a GTK window keeps the largest size it had otherwise). The width stays as it is.
  private func fitHeightToContent() {
    let width = gtk_widget_get_width(window.widget)
    window.setDefaultSize(width: width > 0 ? width : 440, height: -1)
  }

  /// The status line.
  private func show(_ notice: FormNotice?) {
    shownNotice = notice
    self.notice.text = notice?.message(in: language) ?? ""
    if self.notice.isVisible != (notice != nil) {
      self.notice.isVisible = notice != nil
      fitHeightToContent()
    }
    if notice?.isError == true {
      self.notice.addCSSClass("sprout-error")
    } else {
      self.notice.removeCSSClass("sprout-error")
    }
    let focusable: [Widget] = [nickname, email, birthDate, male, female, submit]
    describeByNotice(notice == nil ? nil : focusable.first { $0.stateFlags.contains(.focusWithin) })
  }

  /// A refused sign-up: the status line counts the fields, and the first one, where the view model moves the
  /// focus, is described by its message and the status line.
  private func showRejection(_ error: SignUpFormError) {
    show(.checkFields(error.problems.map(\.field)))
    guard let field = error.problems.first?.field, let entry = entry(for: field) else { return }
    describeByNotice(entry)
  }

  /// The widget that has the keyboard focus when the view model says `focus`.
  private func widget(for focus: SignUpFocus) -> Widget {
    switch focus {
    case .nickname: return nickname
    case .email: return email
    case .birthDate: return birthDate
    case .gender(let gender): return button(for: gender)
    case .submit: return submit
    }
  }

  /// Moves GTK's focus to where the view model has it, unless it is there already.
  private func follow(_ focus: SignUpFocus) {
    let widget = widget(for: focus)
    // An entry's focus is on its inner text widget.
    if let focused = window.focusedWidget,
      focused == widget.widget || gtk_widget_is_ancestor(focused, widget.widget) != 0
    {
      return
    }
    if let entry = widget as? Entry {
      // Without selecting: typing the fix (`.com` after `sprout@example`) adds to the text, as in the terminal.
      entry.focusAtEnd()
    } else {
      widget.grabFocus()
    }
  }

  /// GTK's focus follows the view model's; where GTK moved it (Tab, a click, Enter in a field, a grab by other
  /// code) is reported to the view model. A report of a move made by ``follow(_:)`` is the view model's own focus:
  /// it changes nothing there and emits nothing.
  private func bindFocus(_ focus: Driver<SignUpFocus>) {
    viewModelFocus = focus
    focus.drive(onNext: { [weak self] in self?.follow($0) }).disposed(by: disposeBag)
    let reports: [(Widget, SignUpFocusCommand)] = [
      (nickname, .focus(.nickname)), (email, .focus(.email)), (birthDate, .focus(.birthDate)),
      (male, .focusGender(.male)), (female, .focusGender(.female)), (submit, .focus(.submit)),
    ]
    for (widget, report) in reports {
      widget.rx.focusWithin.filter { $0 }.map { _ in report }.bind(to: focusReports).disposed(by: disposeBag)
    }
  }

  private func bindGender(_ gender: GenderSelectionViewModel.Output, focus: Driver<SignUpFocus>) {
    bindLook(of: male, as: .gender(.male), isSelected: gender.maleSelected, isEnabled: .just(true))
    bindLook(of: female, as: .gender(.female), isSelected: gender.femaleSelected, isEnabled: .just(true))
    let language = self.language
    Driver.combineLatest(gender.selection.state, focus).drive(onNext: { [weak self] state, focus in
      guard let self else { return }
      let group = state.group
      self.hasGender = group.selectedOption != nil
      // One Tab stop: the focused button, else the group's tab stop (the selected one, else the first).
      let stop = focus.gender ?? group.tabStop
      for option in group.options {
        let button = self.button(for: option)
        button.isFocusable = option == stop
        if let facts = try? group.accessibility(for: option, label: { $0.label(in: language) }) {
          button.setAccessibleChecked(facts.isChecked ?? facts.isSelected)
          button.setAccessiblePosition(facts.position, of: facts.count)
        }
      }
    }).disposed(by: disposeBag)
    for option in Gender.allCases {
      let button = self.button(for: option)
      // A tap reaches the view model as maleTap or femaleTap only; the view model focuses the button too.
      button.rx.tap.subscribe(onNext: { [weak self] in
        self?.leaving.disarm()
        self?.show(nil)
      }).disposed(by: disposeBag)
      button.handleKeyPresses { [weak self] key in
        guard key.isPlain, let move = Self.navigationKey(key.keyval) else { return false }
        self?.focusKeys.accept(.navigate(move))
        return true
      }
    }
  }

  /// The arrow, Home and End keys that move inside the group (Up and Down leave it, as GTK moves focus).
  private static func navigationKey(_ keyval: UInt32) -> NavigationKey? {
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
    case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
    case GDK_KEY_End, GDK_KEY_KP_End: return .end
    default: return nil
    }
  }

  /// Keeps a button's label and CSS classes equal to its neutral configuration, from the view model's state and
  /// GTK's pressed and focus flags.
  private func bindLook(
    of button: Button, as kind: SignUpButton, isSelected: Driver<Bool>, isEnabled: Driver<Bool>,
    isBusy: Driver<Bool> = .just(false)
  ) {
    let language = self.language
    let flags = button.rx.stateFlags.asDriver(onErrorDriveWith: .empty())
    Driver.combineLatest(flags, isSelected, isEnabled, isBusy) { flags, selected, enabled, busy in
      var state = SignUpButtonState(flags: flags, isSelected: selected, isEnabled: enabled)
      if busy { state.insert(.busy) }
      return kind.configuration(for: state, language: language)
    }
    .distinctUntilChanged()
    .drive(onNext: { [weak button] look in
      guard let button else { return }
      if button.label != look.label { button.label = look.label }
      let current = look.cssClasses
      for name in button.cssClasses where name.hasPrefix("sprout-") && !current.contains(name) {
        button.removeCSSClass(name)
      }
      for name in current { button.addCSSClass(name) }
      if button.accessibleRole != GTK_ACCESSIBLE_ROLE_RADIO { button.setAccessibleLabel(look.title) }
    }).disposed(by: disposeBag)
  }

  private func finish(_ result: SignUpOutcome) {
    guard outcome == nil else { return }
    outcome = result
    show(nil)  // as in the terminal: the form is done, and so is what its status line said
    if case .signedUp = result { window.destroy() }
    onFinish(result)
  }
}

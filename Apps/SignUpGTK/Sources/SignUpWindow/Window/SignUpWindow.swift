import CGtk
import Foundation
import RxCore
import RxGTK
import Selection
import SignUp

/// The sign-up screen in a GTK 4 window, bound to the same `SignUpViewModel` as the terminal screen, the way a
/// view controller binds UIKit controls with RxCocoa.
///
/// Nickname, email and birth date entries with their messages, 남자 and 여자 as linked toggle buttons (announced
/// as a group of radios), and the sign-up button. The buttons' looks come from SignUp's
/// `SignUpButton.configuration(for:language:)`, as CSS classes. Use it on the main thread, with
/// ``RxGTK/MainQueueSource`` installed: some bindings are made on the main queue (a `subscribe(on:)` inside
/// another main-scheduler step is queued, as with RxSwift's `MainScheduler`), so they are in place after the
/// main loop's first turn, before any input is handled.
///
/// ```swift
/// let window = SignUpWindow(language: .korean, today: today) { outcome in ... }
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
  /// The 남자 toggle button.
  public let male: ToggleButton
  /// The 여자 toggle button.
  public let female: ToggleButton
  /// The box that groups 남자 and 여자.
  public let genderGroup = Box(GTK_ORIENTATION_HORIZONTAL, accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP)
  /// The sign-up button.
  public let submit: Button
  /// The message under each text field, by field.
  public let messages: [SignUpField: Label]
  /// The notice under the sign-up button (after a refused sign-up).
  public let notice = Label()

  private let language: Language
  private let texts: WindowTexts
  private let disposeBag = DisposeBag()
  private var outcome: WindowOutcome?
  private let onFinish: (WindowOutcome) -> Void

  /// Builds the window and binds it to a new `SignUpViewModel`.
  /// - Parameters:
  ///   - language: The language of every text.
  ///   - today: The clock for the age rule.
  ///   - onFinish: Called once: with the request after a valid sign-up, or `.cancelled` when the window is asked
  ///     to close. The window is destroyed after a sign-up; after a close request GTK closes it.
  public init(
    language: Language, today: @escaping () -> CalendarDay, onFinish: @escaping (WindowOutcome) -> Void
  ) {
    self.language = language
    self.texts = WindowTexts(language: language)
    self.onFinish = onFinish
    window = Window(title: texts.title)
    male = ToggleButton(
      label: SignUpButton.gender(.male).title(in: language), accessibleRole: GTK_ACCESSIBLE_ROLE_RADIO)
    female = ToggleButton(
      label: SignUpButton.gender(.female).title(in: language), accessibleRole: GTK_ACCESSIBLE_ROLE_RADIO)
    submit = Button(label: SignUpButton.submit.title(in: language))
    messages = [.nickname: Label(), .email: Label(), .birthDate: Label()]
    layOut()
    bind(SignUpViewModel(today: today))
  }

  /// Shows the window with the keyboard focus in the nickname entry.
  public func present() {
    window.present()
    nickname.grabFocus()
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

  private func layOut() {
    let grid = Grid(rowSpacing: 4, columnSpacing: 16)
    grid.setMargins(top: 24, bottom: 24, start: 28, end: 28)
    let heading = Label(texts.title)
    heading.addCSSClass("sprout-title")
    heading.horizontalTextAlignment = 0
    heading.setMargins(bottom: 12)
    grid.attach(heading, column: 0, row: 0, width: 2)
    var row: Int32 = 1
    for field in [SignUpField.nickname, .email, .birthDate] {
      guard let entry = entry(for: field), let message = messages[field] else { continue }
      let label = Label(field.label(in: language))
      label.horizontalTextAlignment = 0
      entry.expandsHorizontally = true
      gtk_entry_set_placeholder_text(entry.cast(to: GtkEntry.self), texts.placeholder(field))
      entry.setAccessibleLabelledBy(label)
      message.addCSSClass("sprout-error")
      message.horizontalTextAlignment = 0
      message.wraps = true
      grid.attach(label, column: 0, row: row)
      grid.attach(entry, column: 1, row: row)
      grid.attach(message, column: 1, row: row + 1)
      row += 2
      // Enter in a field moves on, as in the terminal screen.
      entry.rx.signal("activate").subscribe(onNext: { [weak window] in window?.moveFocus() })
        .disposed(by: disposeBag)
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
    let hint = Label(texts.genderHint)
    hint.addCSSClass("sprout-hint")
    hint.horizontalTextAlignment = 0
    grid.attach(hint, column: 1, row: row + 1)
    submit.setAlignment(horizontal: GTK_ALIGN_START)
    submit.setMargins(top: 12)
    grid.attach(submit, column: 1, row: row + 2)
    notice.addCSSClass("sprout-error")
    notice.horizontalTextAlignment = 0
    grid.attach(notice, column: 1, row: row + 3)
    window.child = grid
    window.setDefaultSize(width: 440, height: -1)
    window.closesOnEscape()
  }

  private func bind(_ viewModel: SignUpViewModel) {
    let output = viewModel.transform(
      input: .init(
        nickname: nickname.rx.text.orEmpty.asObservable(), email: email.rx.text.orEmpty.asObservable(),
        birthDate: birthDate.rx.text.orEmpty.asObservable(), maleTap: male.rx.tap.asObservable(),
        femaleTap: female.rx.tap.asObservable(), submitTap: submit.rx.tap.asObservable()))
    let language = self.language
    for (field, state) in [
      (SignUpField.nickname, output.nickname), (.email, output.email), (.birthDate, output.birthDate),
    ] {
      guard let message = messages[field] else { continue }
      state.map { $0.message(in: language) }.drive(message.rx.text).disposed(by: disposeBag)
    }
    bindGender(output.gender)
    bindLook(of: submit, as: .submit, isSelected: .just(false), isEnabled: output.isSubmitEnabled)
    let texts = self.texts
    output.submission.emit(onNext: { [weak self] submission in
      switch submission {
      case .submitted(let request):
        self?.finish(.submitted(request))
      case .rejected(let error):
        self?.notice.text = texts.checkFields(count: error.problems.count)
      }
    }).disposed(by: disposeBag)
    output.isSubmitEnabled.filter { $0 }.drive(onNext: { [weak notice] _ in notice?.text = "" })
      .disposed(by: disposeBag)
    window.rx.closeRequest.subscribe(onNext: { [weak self] in self?.finish(.cancelled) }).disposed(by: disposeBag)
  }

  private func bindGender(_ gender: GenderSelectionViewModel.Output) {
    gender.maleSelected.drive(male.rx.isActive).disposed(by: disposeBag)
    gender.femaleSelected.drive(female.rx.isActive).disposed(by: disposeBag)
    bindLook(of: male, as: .gender(.male), isSelected: gender.maleSelected, isEnabled: .just(true))
    bindLook(of: female, as: .gender(.female), isSelected: gender.femaleSelected, isEnabled: .just(true))
    let language = self.language
    gender.selection.state.drive(onNext: { [weak male, weak female] state in
      for (option, button) in [(Gender.male, male), (.female, female)] {
        guard let button, let facts = try? state.group.accessibility(for: option, label: { $0.label(in: language) })
        else {
          continue
        }
        button.setAccessibleChecked(facts.isChecked ?? facts.isSelected)
        button.setAccessiblePosition(facts.position, of: facts.count)
      }
    }).disposed(by: disposeBag)
  }

  /// Keeps a button's label and CSS classes equal to its neutral configuration, from the view model's state and
  /// GTK's pressed and focus flags.
  private func bindLook(
    of button: Button, as kind: SignUpButton, isSelected: Driver<Bool>, isEnabled: Driver<Bool>
  ) {
    let language = self.language
    let flags = button.rx.stateFlags.asDriver(onErrorDriveWith: .empty())
    Driver.combineLatest(flags, isSelected, isEnabled) { flags, selected, enabled in
      kind.configuration(
        for: SignUpButtonState(flags: flags, isSelected: selected, isEnabled: enabled), language: language)
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
      button.setAccessibleLabel(look.title)
    }).disposed(by: disposeBag)
  }

  private func finish(_ result: WindowOutcome) {
    guard outcome == nil else { return }
    outcome = result
    if case .submitted = result { window.destroy() }
    onFinish(result)
  }
}

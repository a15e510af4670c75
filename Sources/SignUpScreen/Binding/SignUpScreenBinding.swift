import RxCore
import Selection
import SignUp

/// Connects the screen to `SignUpViewModel`, the way a view controller would: relays for the inputs, and the
/// outputs' Drivers and Signal bound to a `SignUpScreenModel`.
///
/// It is the thin, stateful shell around the pure `SignUpScreenModel.handle(_:)`: it performs the effects that
/// method returns by pushing into the relays, then runs the main-scheduler work those inputs queued
/// (`MainSchedulerDrain`), so `model` is up to date as soon as `handle(_:)` returns. Use it on the main thread.
///
/// ```swift
/// let binding = SignUpScreenBinding(language: .korean, today: { CalendarDay(date: Date(), timeZone: .current) })
/// binding.handle(.tap(.male))
/// binding.model.isMaleSelected  // true
/// ```
final class SignUpScreenBinding {
  /// What to draw.
  private(set) var model: SignUpScreenModel
  /// How the screen ended, once it has.
  private(set) var outcome: ScreenOutcome?
  /// The problems of the last refused sign-up, if any.
  private(set) var lastRejection: SignUpFormError?

  private let textRelays = TextFieldValues { _ in PublishRelay<String>() }
  private let genderCommands = PublishRelay<SelectionCommand<Gender>>()
  private let submitTap = PublishRelay<Void>()
  private var submissions: [SignUpSubmission] = []
  private let disposeBag = DisposeBag()

  /// Makes the screen's view model and binds it.
  /// - Parameters:
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  init(language: Language, today: @escaping () -> CalendarDay) {
    model = SignUpScreenModel(language: language)
    let input = SignUpViewModel.Input(
      nickname: textRelays.nickname.asObservable(), email: textRelays.email.asObservable(),
      birthDate: textRelays.birthDate.asObservable(), genderCommands: genderCommands.asObservable(),
      submitTap: submitTap.asObservable())
    bind(SignUpViewModel(today: today).transform(input: input))
    MainSchedulerDrain.drain()
  }

  /// Handles one action: updates the screen's state, sends the resulting inputs to the view model, and records
  /// a sign-up result.
  func handle(_ action: ScreenAction) {
    guard outcome == nil else { return }
    perform(model.handle(action))
    MainSchedulerDrain.drain()
    while !submissions.isEmpty {
      switch submissions.removeFirst() {
      case .submitted(let request):
        outcome = .submitted(request)
      case .rejected(let error):
        lastRejection = error
        perform(model.showRejection(error))
        MainSchedulerDrain.drain()
      }
    }
  }

  /// Scrolls the text fields so their cursors show in the widths of the current layout.
  /// - Parameter widths: Each field's width.
  func keepCursorsVisible(widths: TextFieldValues<Int>) {
    model.keepCursorsVisible(widths: widths)
  }

  private func bind(_ output: SignUpViewModel.Output) {
    let fieldStates = TextFieldValues(nickname: output.nickname, email: output.email, birthDate: output.birthDate)
    for kind in TextFieldKind.allCases {
      fieldStates[kind].drive(onNext: { [weak self] in self?.model.fieldStates[kind] = $0 }).disposed(by: disposeBag)
    }
    output.gender.maleSelected.drive(onNext: { [weak self] in self?.model.isMaleSelected = $0 })
      .disposed(by: disposeBag)
    output.gender.femaleSelected.drive(onNext: { [weak self] in self?.model.isFemaleSelected = $0 })
      .disposed(by: disposeBag)
    output.gender.focusedGender.drive(onNext: { [weak self] in self?.model.focusedGender = $0 })
      .disposed(by: disposeBag)
    output.isSubmitEnabled.drive(onNext: { [weak self] in self?.model.isSubmitEnabled = $0 })
      .disposed(by: disposeBag)
    output.submission.emit(onNext: { [weak self] in self?.submissions.append($0) }).disposed(by: disposeBag)
  }

  private func perform(_ effects: [ScreenEffect]) {
    for effect in effects {
      switch effect {
      case .sendText(let kind, let text): textRelays[kind].accept(text)
      case .gender(let command): genderCommands.accept(command)
      case .submit: submitTap.accept(())
      case .cancel: outcome = .cancelled
      }
    }
  }
}

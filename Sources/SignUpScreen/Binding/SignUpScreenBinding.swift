import RxCore
import Selection
import SignUp
import SignUpProgram

/// Connects the screen to `SignUpViewModel`, the way a view controller would: relays for the inputs, and one
/// Driver of the view model's state bound to the screen model's ``SignUpScreenModel/form``.
///
/// It is the thin, stateful shell around the pure `SignUpScreenModel.handle(_:)`: it performs the effects that
/// method returns by pushing into the relays. Every Driver delivers on a main scheduler of its own, at once on the
/// main thread (RxCore's `SharingScheduler`), so `model` is up to date as soon as `handle(_:)` returns, with no run
/// loop to turn. Use it on the main thread.
///
/// ```swift
/// let binding = SignUpScreenBinding(language: .korean, today: { CalendarDay(date: Date(), timeZone: .current) })
/// binding.handle(.tap(.male))
/// binding.model.isSelected(.male)  // true
/// ```
final class SignUpScreenBinding {
  /// What to draw.
  private(set) var model: SignUpScreenModel
  /// How the screen ended, once it has: signed up or cancelled.
  private(set) var outcome: SignUpOutcome?
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
  }

  /// Handles one action: updates the screen's state, sends the resulting inputs to the view model, and records
  /// a sign-up result.
  func handle(_ action: ScreenAction) {
    guard outcome == nil else { return }
    perform(model.handle(action))
    // A refused sign-up moves the focus, which is an input of its own: sent after the submission's delivery has
    // finished, not from inside it.
    while !submissions.isEmpty {
      switch submissions.removeFirst() {
      case .submitted(let request):
        outcome = .signedUp(request)
      case .rejected(let error):
        lastRejection = error
        perform(model.showRejection(error))
      }
    }
  }

  /// Scrolls the text fields so their cursors show in the widths of the current layout.
  /// - Parameter widths: Each field's width.
  func keepCursorsVisible(widths: TextFieldValues<Int>) {
    model.keepCursorsVisible(widths: widths)
  }

  private func bind(_ output: SignUpViewModel.Output) {
    Driver.combineLatest(
      output.nickname, output.email, output.birthDate, output.gender.selection.state, output.isSubmitEnabled
    ) { nickname, email, birthDate, gender, isSubmitEnabled in
      FormSnapshot(
        fieldStates: TextFieldValues(nickname: nickname, email: email, birthDate: birthDate), gender: gender.group,
        isSubmitEnabled: isSubmitEnabled)
    }
    .drive(onNext: { [weak self] in self?.model.form = $0 })
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

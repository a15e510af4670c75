import RxCore
import Selection
import SignUp
import SignUpProgram

/// Connects the screen to `SignUpViewModel`, the way a view controller would: relays for the inputs, and one
/// Driver of the view model's state bound to the screen model's ``SignUpScreenModel/form``.
///
/// It is the thin, stateful shell around the pure `SignUpScreenModel.handle(_:)`: it performs the effects that
/// method returns by pushing into the relays. What follows from an input at once (the rules' verdict, the gender
/// buttons, the focus) is in `model` as soon as `handle(_:)` returns: every Driver delivers at once on the main
/// thread (RxCore's `SharingScheduler`). What the account store answers arrives later, on the main queue, and is in
/// `model` once the loop has run the main queue's work. A sign-up's result only changes what the screen shows (the
/// view model moves the focus after a refusal itself), so it sends nothing back while it is delivered. Use it on the
/// main thread.
///
/// ```swift
/// let binding = SignUpScreenBinding(language: .korean, today: clock, store: store)
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
  /// Why the last sign-up attempt failed, while it is the last attempt (`nil` once another one ended otherwise).
  private(set) var lastFailure: AccountStoreError?

  private let textRelays = TextFieldValues { _ in PublishRelay<String>() }
  private let maleTap = PublishRelay<Void>()
  private let femaleTap = PublishRelay<Void>()
  private let focusCommands = PublishRelay<SignUpFocusCommand>()
  private let submitTap = PublishRelay<Void>()
  private let disposeBag = DisposeBag()

  /// Makes the screen's view model and binds it.
  /// - Parameters:
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  ///   - store: Where nicknames are checked and accounts created.
  ///   - checkDelay: The pause after typing before the nickname is checked.
  init(
    language: Language, today: @escaping () -> CalendarDay, store: any AccountStore,
    checkDelay: RxTimeInterval = SignUpViewModel.checkDelay
  ) {
    model = SignUpScreenModel(language: language)
    let input = SignUpViewModel.Input(
      nickname: textRelays.nickname.asObservable(), email: textRelays.email.asObservable(),
      birthDate: textRelays.birthDate.asObservable(), maleTap: maleTap.asObservable(),
      femaleTap: femaleTap.asObservable(), focus: focusCommands.asObservable(), submitTap: submitTap.asObservable())
    bind(SignUpViewModel(today: today, store: store, checkDelay: checkDelay).transform(input: input))
  }

  /// Serves the main queue until the store has answered everything asked so far.
  /// - Parameter limit: The longest wait.
  /// - Returns: `false` when the store did not answer within `limit`.
  @discardableResult
  func waitForStore(limit: Duration) -> Bool {
    MainQueue.serve(for: limit) { !isWaitingForStore }
  }

  /// Whether the view model waits for the store: a nickname check, or a sign-up in flight.
  var isWaitingForStore: Bool { model.form.isWaitingForStore }

  /// Handles one action: updates the screen's state and sends the resulting inputs to the view model, whose
  /// answers are in `model` when it returns.
  func handle(_ action: ScreenAction) {
    guard outcome == nil else { return }
    perform(model.handle(action))
  }

  /// Shows a sign-up's result: an account ends the screen, a refusal shows the problems, a failure says so and
  /// keeps everything. Nothing is sent to the view model from here.
  private func show(_ submission: SignUpSubmission) {
    guard outcome == nil else { return }
    switch submission {
    case .created(let account):
      lastFailure = nil
      outcome = .signedUp(account)
    case .rejected(let error):
      lastFailure = nil
      lastRejection = error
      model.showRejection(error)
    case .failed(let error):
      lastFailure = error
      model.showFailure(error)
    }
  }

  /// Scrolls the text fields so their cursors show in the widths of the current layout.
  /// - Parameter widths: Each field's width.
  func keepCursorsVisible(widths: TextFieldValues<Int>) {
    model.keepCursorsVisible(widths: widths)
  }

  private func bind(_ output: SignUpViewModel.Output) {
    let store = Driver.combineLatest(output.isSigningUp, output.isWaitingForStore) { ($0, $1) }
    Driver.combineLatest(
      output.nickname, output.email, output.birthDate, output.gender.selection.state, output.focus,
      Driver.combineLatest(output.isSubmitEnabled, store) { ($0, $1) }
    ) { nickname, email, birthDate, gender, focus, submitAndStore in
      FormSnapshot(
        fieldStates: TextFieldValues(nickname: nickname, email: email, birthDate: birthDate), gender: gender.group,
        focus: focus, isSubmitEnabled: submitAndStore.0, isSigningUp: submitAndStore.1.0,
        isWaitingForStore: submitAndStore.1.1)
    }
    .drive(onNext: { [weak self] in self?.model.form = $0 })
    .disposed(by: disposeBag)
    output.submission.emit(onNext: { [weak self] in self?.show($0) }).disposed(by: disposeBag)
  }

  private func perform(_ effects: [ScreenEffect]) {
    for effect in effects {
      switch effect {
      case .sendText(let kind, let text): textRelays[kind].accept(text)
      case .focus(let command): focusCommands.accept(command)
      case .tap(.male): maleTap.accept(())
      case .tap(.female): femaleTap.accept(())
      case .submit: submitTap.accept(())
      case .cancel: outcome = .cancelled
      }
    }
  }
}

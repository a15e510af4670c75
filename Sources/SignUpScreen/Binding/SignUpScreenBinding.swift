import RxCore
import Selection
import SignUp
import SignUpProgram

/// Connects the screen to `SignUpViewModel`, the way a view controller would: relays for the inputs, and one
/// Driver of the view model's state bound to the screen model's ``SignUpScreenModel/form``.
///
/// It is the thin, stateful shell around the pure `SignUpScreenModel.handle(_:)`: it performs the effects that
/// method returns by pushing into the relays. What follows from an input at once (the rules' verdict, the gender
/// buttons) is in `model` as soon as `handle(_:)` returns: every Driver delivers at once on the main thread
/// (RxCore's `SharingScheduler`). What the account store answers arrives later, on the main queue: the loop that
/// runs the main queue's work calls ``takeAnswers()`` after it. Use it on the main thread.
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
  private let genderCommands = PublishRelay<SelectionCommand<Gender>>()
  private let submitTap = PublishRelay<Void>()
  private var submissions: [SignUpSubmission] = []
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
      birthDate: textRelays.birthDate.asObservable(), genderCommands: genderCommands.asObservable(),
      submitTap: submitTap.asObservable())
    bind(SignUpViewModel(today: today, store: store, checkDelay: checkDelay).transform(input: input))
  }

  /// Serves the main queue until the store has answered everything asked so far, then takes the answers.
  /// - Parameter limit: The longest wait.
  /// - Returns: `false` when the store did not answer within `limit`.
  @discardableResult
  func waitForStore(limit: Duration) -> Bool {
    let answered = MainQueue.serve(for: limit) { !isWaitingForStore }
    takeAnswers()
    return answered
  }

  /// Whether the view model waits for the store: a nickname check, or a sign-up in flight.
  var isWaitingForStore: Bool { model.form.isWaitingForStore }

  /// Handles one action: updates the screen's state, sends the resulting inputs to the view model, and takes
  /// what it answered at once.
  func handle(_ action: ScreenAction) {
    guard outcome == nil else { return }
    perform(model.handle(action))
    takeAnswers()
  }

  /// Takes the sign-up results delivered since the last call: an account ends the screen, a refusal shows the
  /// problems and moves the focus, a failure says so and keeps everything. Call it after the main queue's work.
  func takeAnswers() {
    // A refused sign-up moves the focus, which is an input of its own: sent after the submission's delivery has
    // finished, not from inside it.
    while !submissions.isEmpty, outcome == nil {
      switch submissions.removeFirst() {
      case .created(let account):
        lastFailure = nil
        outcome = .signedUp(account)
      case .rejected(let error):
        lastFailure = nil
        lastRejection = error
        perform(model.showRejection(error))
      case .failed(let error):
        lastFailure = error
        model.showFailure(error)
      }
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
      output.nickname, output.email, output.birthDate, output.gender.selection.state, output.isSubmitEnabled, store
    ) { nickname, email, birthDate, gender, isSubmitEnabled, store in
      FormSnapshot(
        fieldStates: TextFieldValues(nickname: nickname, email: email, birthDate: birthDate), gender: gender.group,
        isSubmitEnabled: isSubmitEnabled, isSigningUp: store.0, isWaitingForStore: store.1)
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

import Foundation
import RxCore
import Selection

/// The sign-up screen's view model: three text fields, the gender step and the sign-up button, in the seed's
/// `transform(input:) -> Output` shape.
///
/// It owns the form's keyboard focus (``SignUpFocus``): a face reports what the person did (Tab, a click, an
/// arrow in the gender group, its toolkit moving the focus) and draws ``Output/focus``; a tap on a gender button
/// focuses it, and a refused sign-up focuses the first field with a problem. A report of the focus the view model
/// already has changes nothing and emits nothing, so a face that moves its toolkit's focus to follow the view model
/// and reports the move back needs no guard.
///
/// Every output is derived from the inputs; the view model subscribes to nothing by itself and holds no
/// subscriptions, so it is released with the screen's bindings. The nickname is checked with the store once the
/// typing pauses, and a sign-up goes to the store; their answers arrive on the main scheduler.
///
/// ```swift
/// let viewModel = SignUpViewModel(today: { CalendarDay(date: Date(), timeZone: .current) }, store: store)
/// let output = viewModel.transform(input: input)
/// output.submission.emit(onNext: { result in ... }).disposed(by: bag)
/// ```
public final class SignUpViewModel {
  /// The screen's events.
  public struct Input {
    /// The nickname text, on every edit.
    public var nickname: Observable<String>
    /// The email text, on every edit.
    public var email: Observable<String>
    /// The birth date text (`YYYY-MM-DD`), on every edit.
    public var birthDate: Observable<String>
    /// Taps on 남자 (male): the one way a face sends them (a click, Space on the focused button).
    public var maleTap: Observable<Void>
    /// Taps on 여자 (female).
    public var femaleTap: Observable<Void>
    /// Focus moves (Tab, a click, an arrow in the gender group, the toolkit moving the focus).
    public var focus: Observable<SignUpFocusCommand>
    /// Taps on the sign-up button.
    public var submitTap: Observable<Void>

    /// Makes the input; streams not given never emit.
    public init(
      nickname: Observable<String> = .never(), email: Observable<String> = .never(),
      birthDate: Observable<String> = .never(), maleTap: Observable<Void> = .never(),
      femaleTap: Observable<Void> = .never(), focus: Observable<SignUpFocusCommand> = .never(),
      submitTap: Observable<Void> = .never()
    ) {
      self.nickname = nickname
      self.email = email
      self.birthDate = birthDate
      self.maleTap = maleTap
      self.femaleTap = femaleTap
      self.focus = focus
      self.submitTap = submitTap
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The nickname field's state and message: the rules, then the store's answer (checking, available, taken).
    public let nickname: Driver<FieldState>
    /// The email field's state and message (taken once the store refused the address).
    public let email: Driver<FieldState>
    /// The birth date field's state and message.
    public let birthDate: Driver<FieldState>
    /// The gender step (both buttons, the answer, and the focused button, from ``focus``). Its `selection`
    /// outputs carry no focus of their own: the form's focus is ``focus``, kept once.
    public let gender: GenderSelectionViewModel.Output
    /// Where the keyboard focus is; emits only on change.
    public let focus: Driver<SignUpFocus>
    /// Whether the form is complete and valid and no sign-up is in flight, for the sign-up button's look.
    public let isSubmitEnabled: Driver<Bool>
    /// Whether a sign-up request is in flight: the button shows progress, and taps are ignored until it answers.
    public let isSigningUp: Driver<Bool>
    /// Whether the view model waits for the store: a nickname check pending or in flight, or a sign-up in flight.
    public let isWaitingForStore: Driver<Bool>
    /// The result of each sign-up attempt: the account, the problems (never a request for an invalid form), or
    /// the store's failure.
    public let submission: Signal<SignUpSubmission>
  }

  private let today: () -> CalendarDay
  private let store: any AccountStore
  private let scheduler: any SchedulerType
  private let checkDelay: RxTimeInterval

  /// Makes the view model.
  /// - Parameters:
  ///   - today: The clock: the current calendar day, for the age rule.
  ///   - store: Where nicknames are checked and accounts created.
  ///   - scheduler: Where the pause before a nickname check is timed (the main scheduler by default).
  ///   - checkDelay: How long the typing must pause before the nickname is checked.
  public init(
    today: @escaping () -> CalendarDay, store: any AccountStore,
    scheduler: any SchedulerType = MainScheduler.instance, checkDelay: RxTimeInterval = SignUpViewModel.checkDelay
  ) {
    self.today = today
    self.store = store
    self.scheduler = scheduler
    self.checkDelay = checkDelay
  }

  /// The pause after the last keystroke before the nickname is checked.
  public static let checkDelay = RxTimeInterval.milliseconds(300)

  /// Connects the inputs to the outputs.
  /// - Parameter input: The screen's events.
  /// - Returns: The outputs.
  public func transform(input: Input) -> Output {
    let selection = GenderSelectionViewModel().transform(
      input: .init(maleTap: input.maleTap, femaleTap: input.femaleTap))
    let today = self.today
    // Each input becomes a Driver or Signal (on the main thread) once; everything after that is built with their
    // operators.
    let texts = Driver.combineLatest(
      input.nickname.startWith("").asDriver(onErrorJustReturn: ""),
      input.email.startWith("").asDriver(onErrorJustReturn: ""),
      input.birthDate.startWith("").asDriver(onErrorJustReturn: "")
    ) { (nickname: $0, email: $1, birthDate: $2) }
    let validation = Driver.combineLatest(texts, selection.gender) { texts, gender in
      SignUpForm(nickname: texts.nickname, email: texts.email, birthDate: texts.birthDate, gender: gender)
        .validate(today: today())
    }
    let nicknames = validation.map { try? $0.nickname.get() }
      .distinctUntilChanged { $0?.canonicalKey == $1?.canonicalKey }
    let activity = attempts(submitTaps: input.submitTap.asSignal(onErrorSignalWith: .empty()), validation: validation)
    let ledger = Observable.merge(
      nicknames.asObservable().map { AvailabilityLedger.Event.nicknameChanged(key: $0?.canonicalKey) },
      checks(of: nicknames),
      activity.asObservable().map(AvailabilityLedger.Event.attempted)
    )
    .scan(AvailabilityLedger()) { ledger, event in
      var ledger = ledger
      ledger.apply(event)
      return ledger
    }
    .startWith(AvailabilityLedger())
    .asDriver(onErrorJustReturn: AvailabilityLedger())
    let submitted = input.submitTap.map { true }.startWith(false).asDriver(onErrorJustReturn: true)
    let fieldInput = Driver.combineLatest(validation, submitted, ledger) { ($0, $1, $2) }
    func state(of field: SignUpField) -> Driver<FieldState> {
      fieldInput.map { validation, submitted, ledger in
        let ruleState = validation.state(of: field, showingRequired: submitted)
        switch field {
        case .nickname: return ledger.nicknameState(ruleState: ruleState, nickname: try? validation.nickname.get())
        case .email: return ledger.emailState(ruleState: ruleState, address: try? validation.email.get())
        case .birthDate, .gender: return ruleState
        }
      }
      .distinctUntilChanged()
    }
    let nickname = state(of: .nickname)
    let email = state(of: .email)
    let isSigningUp = activity.map(\.isInFlight).asObservable().startWith(false)
      .asDriver(onErrorJustReturn: false).distinctUntilChanged()
    let isSubmitEnabled = Driver.combineLatest(validation, nickname, email, isSigningUp) {
      $0.isSubmittable && $1.isValid && $2.isValid && !$3
    }
    let submission = activity.compactMap(\.submission)
    let focus = Self.focus(
      commands: input.focus, taps: input, group: selection.selection.state.map(\.group), submissions: submission)
    let gender = GenderSelectionViewModel.Output(
      maleSelected: selection.maleSelected, femaleSelected: selection.femaleSelected, gender: selection.gender,
      next: selection.next, focusedGender: focus.map(\.gender).distinctUntilChanged(),
      selection: selection.selection)
    return Output(
      nickname: nickname,
      email: email,
      birthDate: state(of: .birthDate),
      gender: gender,
      focus: focus,
      isSubmitEnabled: isSubmitEnabled.distinctUntilChanged(),
      isSigningUp: isSigningUp,
      isWaitingForStore: Driver.combineLatest(nickname, isSigningUp) { $0 == .checking || $1 }.distinctUntilChanged(),
      submission: submission)
  }

  /// The form's focus, folded from what the faces report, the taps on the gender buttons (a tap focuses its button)
  /// and the refused sign-ups (focus on the first field with a problem). Nothing upstream depends on it, so it can
  /// follow the selection and the sign-ups without feeding back into them; a move to the focus it already has is
  /// dropped before the Driver shares it, so an echo from a face stops there, delivering nothing.
  private static func focus(
    commands: Observable<SignUpFocusCommand>, taps input: Input, group: Driver<SelectionGroup<Gender>>,
    submissions: Signal<SignUpSubmission>
  ) -> Driver<SignUpFocus> {
    enum Event {
      case command(SignUpFocusCommand, SelectionGroup<Gender>)
      case rejected(SignUpFormError)
    }
    let faceCommands = Observable.merge(
      commands, input.maleTap.map { .focusGender(.male) }, input.femaleTap.map { .focusGender(.female) })
    return Observable.merge(
      faceCommands.withLatestFrom(group) { Event.command($0, $1) },
      submissions.asObservable().compactMap { submission -> Event? in
        if case .rejected(let error) = submission { return .rejected(error) }
        return nil
      }
    )
    .scan(into: SignUpFocus.initial) { focus, event in
      switch event {
      case .command(let command, let group): focus = focus.applying(command, in: group)
      case .rejected(let error): focus = focus.applying(rejection: error)
      }
    }
    .startWith(SignUpFocus.initial)
    .distinctUntilChanged()
    .asDriver(onErrorJustReturn: SignUpFocus.initial)
  }

  /// The checks of the nickname: after each change, a pause on the scheduler, then one question to the store. A
  /// newer nickname cancels both the pause and a question still in flight (`flatMapLatest`), so a stale answer is
  /// never delivered; a failure is an answer of its own, and the stream never fails.
  private func checks(of nicknames: Driver<Nickname?>) -> Observable<AvailabilityLedger.Event> {
    let store = self.store
    let scheduler = self.scheduler
    let delay = checkDelay
    return nicknames.asObservable().flatMapLatest { nickname -> Observable<AvailabilityLedger.Event> in
      guard let nickname else { return .empty() }
      let key = nickname.canonicalKey
      return Observable<Int>.timer(delay, scheduler: scheduler)
        .flatMap { _ in store.availability(of: nickname).asObservable() }
        .map { AvailabilityLedger.Event.answered(key: key, $0) }
        .catch { .just(.checkFailed(key: key, AccountStoreError.from($0))) }
    }
  }

  /// The sign-up attempts, one shared stream: a tap on a form the rules refuse is rejected at once; otherwise the
  /// request goes to the store and further taps are ignored until it answers (`flatMapFirst`). Shared as a
  /// `Signal`, so the button, the fields and the submission read one attempt, and the store is asked once.
  private func attempts(submitTaps: Signal<Void>, validation: Driver<FormValidation>) -> Signal<SignUpActivity> {
    let store = self.store
    return submitTaps.withLatestFrom(validation).flatMapFirst { validation -> Signal<SignUpActivity> in
      let request: SignUpRequest
      do throws(SignUpFormError) {
        request = try SignUpRequest(validation: validation)
      } catch {
        return .just(.finished(.rejected(error)))
      }
      return store.createAccount(request).asObservable()
        .map { creation -> SignUpActivity in
          switch creation {
          case .created(let account): return .finished(.created(account))
          case .refused(let problem): return .refused(problem, request)
          }
        }
        .catch { .just(.finished(.failed(AccountStoreError.from($0)))) }
        .startWith(.started)
        .asSignal(onErrorSignalWith: .empty())
    }
  }
}

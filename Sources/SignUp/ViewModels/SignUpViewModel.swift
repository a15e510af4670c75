import Foundation
import RxCore
import Selection

/// The sign-up screen's view model: three text fields, the gender step and the sign-up button, in the seed's
/// `transform(input:) -> Output` shape.
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
    /// Taps on 남자 (male).
    public var maleTap: Observable<Void>
    /// Taps on 여자 (female).
    public var femaleTap: Observable<Void>
    /// Keyboard commands for the gender group (focus, arrows, Space).
    public var genderCommands: Observable<SelectionCommand<Gender>>
    /// Taps on the sign-up button.
    public var submitTap: Observable<Void>

    /// Makes the input; streams not given never emit.
    public init(
      nickname: Observable<String> = .never(), email: Observable<String> = .never(),
      birthDate: Observable<String> = .never(), maleTap: Observable<Void> = .never(),
      femaleTap: Observable<Void> = .never(), genderCommands: Observable<SelectionCommand<Gender>> = .never(),
      submitTap: Observable<Void> = .never()
    ) {
      self.nickname = nickname
      self.email = email
      self.birthDate = birthDate
      self.maleTap = maleTap
      self.femaleTap = femaleTap
      self.genderCommands = genderCommands
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
    /// The gender step (both buttons, the answer, focus).
    public let gender: GenderSelectionViewModel.Output
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
    let gender = GenderSelectionViewModel().transform(
      input: .init(maleTap: input.maleTap, femaleTap: input.femaleTap, commands: input.genderCommands))
    let today = self.today
    // Each input becomes a Driver or Signal (on the main thread) once; everything after that is built with their
    // operators.
    let texts = Driver.combineLatest(
      input.nickname.startWith("").asDriver(onErrorJustReturn: ""),
      input.email.startWith("").asDriver(onErrorJustReturn: ""),
      input.birthDate.startWith("").asDriver(onErrorJustReturn: "")
    ) { (nickname: $0, email: $1, birthDate: $2) }
    let validation = Driver.combineLatest(texts, gender.gender) { texts, gender in
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
    return Output(
      nickname: nickname,
      email: email,
      birthDate: state(of: .birthDate),
      gender: gender,
      isSubmitEnabled: isSubmitEnabled.distinctUntilChanged(),
      isSigningUp: isSigningUp,
      isWaitingForStore: Driver.combineLatest(nickname, isSigningUp) { $0 == .checking || $1 }.distinctUntilChanged(),
      submission: activity.compactMap(\.submission))
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

import Foundation
import RxCore
import Selection

/// The sign-up screen's view model: three text fields, the gender step and the sign-up button, in the seed's
/// `transform(input:) -> Output` shape.
///
/// Every output is derived from the inputs; the view model subscribes to nothing by itself and holds no
/// subscriptions, so it is released with the screen's bindings.
///
/// ```swift
/// let viewModel = SignUpViewModel(today: { CalendarDay(date: Date(), timeZone: .current) })
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
    /// The nickname field's state and message.
    public let nickname: Driver<FieldState>
    /// The email field's state and message.
    public let email: Driver<FieldState>
    /// The birth date field's state and message.
    public let birthDate: Driver<FieldState>
    /// The gender step (both buttons, the answer, focus).
    public let gender: GenderSelectionViewModel.Output
    /// Whether the form is complete and valid, for the sign-up button's look.
    public let isSubmitEnabled: Driver<Bool>
    /// The result of each tap on sign-up: a request, or the problems (never a request for an invalid form).
    public let submission: Signal<SignUpSubmission>
  }

  private let today: () -> CalendarDay

  /// Makes the view model.
  /// - Parameter today: The clock: the current calendar day, for the age rule.
  public init(today: @escaping () -> CalendarDay) {
    self.today = today
  }

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
    let submitTaps = input.submitTap.asSignal(onErrorSignalWith: .empty())
    let submitted = input.submitTap.map { true }.startWith(false).asDriver(onErrorJustReturn: true)
    let fieldInput = Driver.combineLatest(validation, submitted) { ($0, $1) }
    func state(of field: SignUpField) -> Driver<FieldState> {
      fieldInput.map { validation, submitted in validation.state(of: field, showingRequired: submitted) }
        .distinctUntilChanged()
    }
    let submission = submitTaps.withLatestFrom(validation).map { validation -> SignUpSubmission in
      do throws(SignUpFormError) {
        return .submitted(try SignUpRequest(validation: validation))
      } catch {
        return .rejected(error)
      }
    }
    return Output(
      nickname: state(of: .nickname),
      email: state(of: .email),
      birthDate: state(of: .birthDate),
      gender: gender,
      isSubmitEnabled: validation.map(\.isSubmittable).distinctUntilChanged(),
      submission: submission)
  }
}

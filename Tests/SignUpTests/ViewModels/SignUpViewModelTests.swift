import RxTesting
import SignUp
import XCTest

final class SignUpViewModelTests: RxTestCase {
  private let today = { () throws -> CalendarDay in try CalendarDay(year: 2026, month: 11, day: 29) }

  private func makeOutput(_ input: SignUpViewModel.Input) throws -> SignUpViewModel.Output {
    let day = try today()
    return SignUpViewModel(today: { day }, store: UnreachableStore()).transform(input: input)
  }

  func testInvalidFormNeverSubmitsAndShowsRequiredAfterATap() throws {
    let nickname = PublishRelay<String>()
    let birth = PublishRelay<String>()
    let submit = PublishRelay<Void>()
    let output = try makeOutput(
      .init(nickname: nickname.asObservable(), birthDate: birth.asObservable(), submitTap: submit.asObservable()))
    var emailStates: [FieldState] = []
    var birthStates: [FieldState] = []
    var submissions: [SignUpSubmission] = []
    let bag = DisposeBag()
    output.email.drive(onNext: { emailStates.append($0) }).disposed(by: bag)
    output.birthDate.drive(onNext: { birthStates.append($0) }).disposed(by: bag)
    output.submission.emit(onNext: { submissions.append($0) }).disposed(by: bag)
    nickname.accept("새싹")
    birth.accept("2009-11-30")
    submit.accept(())
    XCTAssertEqual(emailStates, [.empty, .invalid(.email(.required))])
    XCTAssertEqual(birthStates, [.empty, .invalid(.birthDate(.tooYoung(age: 16)))])
    guard case .rejected(let error)? = submissions.first else {
      return XCTFail("expected a rejection, got \(submissions)")
    }
    XCTAssertEqual(error.problems.map(\.field), [.email, .birthDate])
  }
}

/// A store that must not be asked: a test of the rules alone fails if the view model reaches it.
private struct UnreachableStore: AccountStore {
  func availability(of nickname: Nickname) -> Single<NicknameAvailability> {
    .error(AccountStoreError.unreachable(reason: "this test does not ask the store"))
  }

  func createAccount(_ request: SignUpRequest) -> Single<AccountCreation> {
    XCTFail("an invalid form reached the store")
    return .error(AccountStoreError.unreachable(reason: "this test does not ask the store"))
  }
}

import RxTesting
import SignUp
import XCTest

final class SignUpViewModelTests: RxTestCase {
  private let today = { () throws -> CalendarDay in try CalendarDay(year: 2026, month: 11, day: 29) }

  private func makeOutput(_ input: SignUpViewModel.Input) throws -> SignUpViewModel.Output {
    let day = try today()
    return SignUpViewModel(today: { day }).transform(input: input)
  }

  func testValidFormSubmitsTheRequest() throws {
    let nickname = PublishRelay<String>()
    let email = PublishRelay<String>()
    let birth = PublishRelay<String>()
    let female = PublishRelay<Void>()
    let submit = PublishRelay<Void>()
    let output = try makeOutput(
      .init(
        nickname: nickname.asObservable(), email: email.asObservable(), birthDate: birth.asObservable(),
        femaleTap: female.asObservable(), submitTap: submit.asObservable()))
    var enabled: [Bool] = []
    var submissions: [SignUpSubmission] = []
    let bag = DisposeBag()
    output.isSubmitEnabled.drive(onNext: { enabled.append($0) }).disposed(by: bag)
    output.submission.emit(onNext: { submissions.append($0) }).disposed(by: bag)
    nickname.accept(" 새싹 ")
    email.accept("sprout@example.com")
    birth.accept("2009-11-29")
    female.accept(())
    submit.accept(())
    XCTAssertEqual(enabled, [false, true])
    guard case .submitted(let request)? = submissions.first else {
      return XCTFail("expected a request, got \(submissions)")
    }
    XCTAssertEqual(
      String(decoding: try request.jsonData(), as: UTF8.self),
      #"{"birth":"2009-11-29","email":"sprout@example.com","gender":0,"nick":"새싹"}"#)
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

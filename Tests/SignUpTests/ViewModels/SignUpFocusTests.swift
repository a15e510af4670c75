import Selection
import SignUp
import XCTest

/// The form's focus as a pure state machine: the tab order, the gender group as one stop, the arrows inside it,
/// and a refused sign-up.
final class SignUpFocusTests: XCTestCase {
  private let group = GenderSelectionViewModel.initialGroup()

  func testTabVisitsTheStopsInReadingOrderAndWraps() {
    var focus = SignUpFocus.initial
    var visited: [SignUpFocus] = []
    for _ in 0..<5 {
      focus = focus.applying(.next, in: group)
      visited.append(focus)
    }
    XCTAssertEqual(visited, [.email, .birthDate, .gender(.male), .submit, .nickname])
  }

  func testShiftTabGoesBackwardAndWraps() {
    var focus = SignUpFocus.initial
    var visited: [SignUpFocus] = []
    for _ in 0..<5 {
      focus = focus.applying(.previous, in: group)
      visited.append(focus)
    }
    XCTAssertEqual(visited, [.submit, .gender(.male), .birthDate, .email, .nickname])
  }

  func testTheGroupIsEnteredAtItsTabStopTheSelectedButton() {
    let female = GenderSelectionViewModel.initialGroup(selected: .female)
    XCTAssertEqual(SignUpFocus.birthDate.applying(.next, in: female), .gender(.female))
    XCTAssertEqual(SignUpFocus.submit.applying(.previous, in: female), .gender(.female))
    XCTAssertEqual(SignUpFocus.nickname.applying(.focus(.gender), in: female), .gender(.female))
    XCTAssertEqual(
      SignUpFocus.gender(.male).applying(.focus(.gender), in: female), .gender(.male), "already inside: no re-entry")
  }

  func testFocusingWhatHasFocusIsNoChange() {
    XCTAssertEqual(SignUpFocus.email.applying(.focus(.email), in: group), .email)
    XCTAssertEqual(SignUpFocus.gender(.female).applying(.focusGender(.female), in: group), .gender(.female))
    XCTAssertEqual(SignUpFocus.submit.applying(.focus(.submit), in: group), .submit)
  }

  func testArrowsMoveInsideTheGroupAndNothingElsewhere() {
    XCTAssertEqual(SignUpFocus.gender(.male).applying(.navigate(.right), in: group), .gender(.female))
    XCTAssertEqual(SignUpFocus.gender(.female).applying(.navigate(.right), in: group), .gender(.male), "wraps")
    XCTAssertEqual(SignUpFocus.gender(.female).applying(.navigate(.home), in: group), .gender(.male))
    XCTAssertEqual(SignUpFocus.gender(.male).applying(.navigate(.end), in: group), .gender(.female))
    XCTAssertEqual(SignUpFocus.gender(.male).applying(.navigate(.down), in: group), .gender(.male))
    XCTAssertEqual(SignUpFocus.email.applying(.navigate(.right), in: group), .email)
  }

  func testAGroupWithEveryButtonDisabledIsSkipped() throws {
    var disabled = group
    try disabled.setEnabled(false, for: .male)
    try disabled.setEnabled(false, for: .female)
    XCTAssertEqual(SignUpFocus.birthDate.applying(.next, in: disabled), .submit)
    XCTAssertEqual(SignUpFocus.submit.applying(.previous, in: disabled), .birthDate)
    XCTAssertEqual(SignUpFocus.email.applying(.focusGender(.male), in: disabled), .email)
  }

  func testARefusalFocusesTheFirstFieldWithAProblem() {
    let error = SignUpFormError(problems: [.email(.required), .birthDate(.required)])
    XCTAssertEqual(SignUpFocus.submit.applying(rejection: error), .email)
    XCTAssertEqual(SignUpFocus.submit.applying(rejection: SignUpFormError(problems: [])), .submit)
  }
}

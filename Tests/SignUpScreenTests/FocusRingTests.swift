import Selection
import SignUp
import XCTest

@testable import SignUpScreen

final class FocusRingTests: XCTestCase {
  func testFocusStartsOnTheFirstField() {
    XCTAssertEqual(FocusRing().current, .nickname)
  }

  func testTabVisitsTheStopsInReadingOrderAndWraps() {
    var ring = FocusRing()
    var visited: [FocusStop] = []
    var commands: [[SelectionCommand<Gender>]] = []
    for _ in 0..<5 {
      commands.append(ring.move(.forward))
      visited.append(ring.current)
    }
    XCTAssertEqual(visited, [.email, .birthDate, .gender, .submit, .nickname])
    XCTAssertEqual(commands, [[], [], [.enterFocus], [.leaveFocus], []])
  }

  func testShiftTabGoesBackwardAndWraps() {
    var ring = FocusRing()
    var visited: [FocusStop] = []
    var commands: [[SelectionCommand<Gender>]] = []
    for _ in 0..<5 {
      commands.append(ring.move(.backward))
      visited.append(ring.current)
    }
    XCTAssertEqual(visited, [.submit, .gender, .birthDate, .email, .nickname])
    XCTAssertEqual(commands, [[], [.enterFocus], [.leaveFocus], [], []])
  }

  func testFocusingAGenderButtonDirectly() {
    var ring = FocusRing(current: .email)
    XCTAssertEqual(ring.focus(.gender, option: .female), [.focus(.female)])
    XCTAssertEqual(ring.focus(.gender, option: .male), [.focus(.male)])
    XCTAssertEqual(ring.focus(.gender), [], "already in the group: no re-entry")
    XCTAssertEqual(ring.focus(.submit), [.leaveFocus])
    XCTAssertEqual(ring.focus(.submit), [])
    XCTAssertEqual(ring.current, .submit)
  }
}

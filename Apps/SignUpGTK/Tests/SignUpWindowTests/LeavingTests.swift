import CGtk
import RxGTK
import RxGTKTesting
import SignUp
import SignUpProgram
import XCTest

@testable import SignUpWindow

/// Closing the window throws nothing away by one request: the close button (and Alt-F4, the window manager) asks
/// once on a form with input, as Esc does, by the rule the terminal follows (`LeaveGuard`); the shared input table
/// covers Esc in both faces.
final class LeavingTests: WindowTestCase {
  private var outcomes: [SignUpOutcome] = []

  private func makeWindow(_ language: Language) throws -> SignUpWindow {
    let screen = SignUpWindow(
      language: language, today: Self.today, store: try makeStore(), checkDelay: .milliseconds(5)
    ) { [weak self] in self?.outcomes.append($0) }
    screen.present()
    drain()
    return screen
  }

  override func tearDown() {
    outcomes = []
    super.tearDown()
  }

  func testClosingAFormWithInputAsksOnceThenCloses() throws {
    let screen = try makeWindow(.english)
    screen.email.text = "sprout@example.com"
    drain()
    screen.window.close()
    drain()
    XCTAssertEqual(outcomes, [], "the first close only asks")
    XCTAssertTrue(screen.window.isVisible, "the window stays open")
    XCTAssertEqual(screen.notice.text, "The form has input: close the window again to leave without signing up.")
    XCTAssertEqual(screen.email.text, "sprout@example.com", "nothing typed is gone")
    screen.window.close()
    drain()
    XCTAssertEqual(outcomes, [.cancelled], "the second close leaves")
  }

  func testCtrlCInTheStartingTerminalAsksOnceNamingCtrlCThenLeaves() throws {
    let screen = try makeWindow(.english)
    screen.nickname.text = "새싹"
    drain()
    let interrupts = MainLoop.handleSignal(SIGINT) { screen.interrupt() }
    defer { interrupts.dispose() }
    raise(SIGINT)
    XCTAssertTrue(spin { screen.notice.isVisible }, "SIGINT reached the window on its loop")
    XCTAssertEqual(outcomes, [], "the first Ctrl-C only asks")
    XCTAssertEqual(screen.notice.text, "The form has input: press Ctrl-C again to leave without signing up.")
    XCTAssertEqual(screen.nickname.text, "새싹", "nothing typed is gone")
    raise(SIGINT)
    XCTAssertTrue(spin { !outcomes.isEmpty })
    XCTAssertEqual(outcomes, [.cancelled], "the second one leaves")
  }

  func testTypingBetweenTwoClosesAsksAgain() throws {
    let screen = try makeWindow(.korean)
    screen.nickname.text = "새"
    drain()
    screen.window.close()
    drain()
    XCTAssertEqual(screen.notice.text, "입력한 내용이 있습니다. 가입하지 않고 나가려면 창을 한 번 더 닫으세요.")
    screen.nickname.appendText("싹")
    drain()
    screen.window.close()
    drain()
    XCTAssertEqual(outcomes, [], "an edit in between disarms the confirmation")
    screen.window.close()
    drain()
    XCTAssertEqual(outcomes, [.cancelled])
  }

  func testClosingAnEmptyFormLeavesAtOnce() throws {
    let screen = try makeWindow(.english)
    screen.window.close()
    drain()
    XCTAssertEqual(outcomes, [.cancelled])
  }
}

import CGtk
import RxCore
import RxGTK
import RxGTKTesting
import SignUp
import SignUpProgram
import XCTest

@testable import SignUpWindow

final class SignUpWindowTests: WindowTestCase {
  private var outcomes: [SignUpOutcome] = []

  /// A new window, with the bindings its construction queued on the main queue run (as the first turn of the
  /// main loop does in the app).
  private func makeWindow(_ language: Language = .korean, store: (any AccountStore)? = nil) throws -> SignUpWindow {
    let screen = SignUpWindow(
      language: language, today: Self.today, store: try store ?? makeStore(), checkDelay: .milliseconds(5)
    ) { [weak self] in self?.outcomes.append($0) }
    drain()
    return screen
  }

  override func tearDown() {
    outcomes = []
    super.tearDown()
  }

  func testTitlesAndLabelsFollowTheLanguage() throws {
    let korean = try makeWindow(.korean)
    XCTAssertEqual(korean.window.title, "새싹 회원가입")
    XCTAssertEqual(korean.male.label, "○ 남자")
    XCTAssertEqual(korean.female.label, "○ 여자")
    XCTAssertEqual(korean.submit.label, "가입하기")
    let english = try makeWindow(.english)
    XCTAssertEqual(english.window.title, "Sprout sign-up")
    XCTAssertEqual(english.submit.label, "Sign up")
    XCTAssertEqual(english.male.label, "○ Male")
  }

  func testTheFontLineShowsOnlyWhenNoFontCanShowTheText() throws {
    let screen = try makeWindow()
    // CI installs fonts-nanum: Hangul is covered and the line stays hidden.
    XCTAssertTrue(screen.checkHangulFont())
    XCTAssertFalse(screen.fontWarning.isVisible)
    // U+10FFFD (a private use code point of the last plane) is in no font: the line shows, in ASCII.
    XCTAssertFalse(screen.checkFont(showing: "\u{10FFFD}", language: "ko"))
    XCTAssertTrue(screen.fontWarning.isVisible)
    XCTAssertTrue(screen.fontWarning.text.unicodeScalars.allSatisfy(\.isASCII), screen.fontWarning.text)
    XCTAssertTrue(screen.checkHangulFont())
    XCTAssertFalse(screen.fontWarning.isVisible)
  }

  func testTheSeedsTapsSelectClearAndSwitch() throws {
    let screen = try makeWindow()
    var states: [(Bool, Bool)] = []
    func record() {
      states.append((checkedMismatch(screen.male, true) == nil, checkedMismatch(screen.female, true) == nil))
    }
    click(screen.male)
    record()
    click(screen.male)  // again: none
    record()
    click(screen.female)
    record()
    click(screen.male)  // must clear 여자
    record()
    XCTAssertEqual(states.map(\.0), [true, false, false, true])
    XCTAssertEqual(states.map(\.1), [false, false, true, false])
    XCTAssertEqual(screen.male.label, "● 남자")
    XCTAssertEqual(screen.female.label, "○ 여자")
  }

  func testTheTogglesAreAnnouncedAsARadioGroupWithTheirCheckedState() throws {
    let screen = try makeWindow()
    XCTAssertEqual(screen.male.accessibleRole, GTK_ACCESSIBLE_ROLE_RADIO)
    XCTAssertEqual(screen.female.accessibleRole, GTK_ACCESSIBLE_ROLE_RADIO)
    XCTAssertEqual(screen.genderGroup.accessibleRole, GTK_ACCESSIBLE_ROLE_GROUP)
    XCTAssertNil(checkedMismatch(screen.male, false))
    XCTAssertNil(checkedMismatch(screen.female, false))
    click(screen.female)
    XCTAssertNil(checkedMismatch(screen.male, false))
    XCTAssertNil(checkedMismatch(screen.female, true))
    click(screen.male)
    XCTAssertNil(checkedMismatch(screen.male, true))
    XCTAssertNil(checkedMismatch(screen.female, false))
    for (button, position) in [(screen.male, 1), (screen.female, 2)] {
      XCTAssertNil(button.accessiblePositionMismatch(position, of: 2))
    }
  }

  func testTheButtonsCSSClassesComeFromTheNeutralConfiguration() throws {
    let screen = try makeWindow()
    let offLook = SignUpButton.gender(.male).configuration(for: [], language: .korean)
    XCTAssertFalse(screen.male.cssClasses.contains("sprout-accent"))
    XCTAssertTrue(Set(offLook.cssClasses).isSubset(of: Set(screen.male.cssClasses)))
    click(screen.male)
    XCTAssertTrue(screen.male.cssClasses.contains("sprout-accent"))
    XCTAssertTrue(screen.male.cssClasses.contains("sprout-filled"))
    XCTAssertTrue(screen.male.cssClasses.contains("text-button"), "GTK's own classes stay: \(screen.male.cssClasses)")
    XCTAssertFalse(screen.submit.cssClasses.contains("sprout-accent"), "the form is not ready yet")
    XCTAssertFalse(screen.submit.cssClasses.contains("sprout-dimmed"), "it still works: it never looks disabled")
    fill(screen)
    XCTAssertFalse(screen.submit.cssClasses.contains("sprout-dimmed"))
    XCTAssertTrue(screen.submit.cssClasses.contains("sprout-accent"))
  }

  func testAValidSignUpFinishesWithTheRequest() throws {
    let screen = try makeWindow()
    fill(screen)
    click(screen.female)
    click(screen.submit)
    waitForStore(screen)
    let form = SignUpForm(nickname: "새싹", email: "sprout@example.com", birthDate: "2000-01-31", gender: .female)
    let expected = try SignUpRequest(form: form, today: Self.today())
    guard case .signedUp(let account)? = outcomes.first, outcomes.count == 1 else {
      return XCTFail("expected one sign-up, got \(outcomes)")
    }
    XCTAssertEqual(account.request, expected)
    XCTAssertEqual(account.id, 1)
  }

  func testAFailedSignUpIsReadWithTheFocusedButtonAndLeavesItWhenItGoes() throws {
    let screen = try makeWindow(.english, store: UnreachableStore())
    screen.present()
    fill(screen)
    screen.submit.grabFocus()
    drain()
    click(screen.submit)
    XCTAssertTrue(spin { screen.notice.isVisible }, "the failure is on the status line")
    let failure = screen.notice.text
    XCTAssertTrue(failure.hasPrefix("Could not sign up."), failure)
    XCTAssertNil(
      screen.submit.accessibleDescriptionMismatch(failure),
      "focus stayed on the button, so the button is read with the failure (GTK 4.8 cannot announce a text)")
    XCTAssertEqual(outcomes, [], "nothing typed is lost: the window stays")
    screen.nickname.grabFocus()
    drain()
    screen.pressEscape()
    let question = screen.notice.text
    XCTAssertEqual(question, "The form has input: press Esc again to leave without signing up.")
    XCTAssertNil(screen.submit.accessibleDescriptionMismatch(""), "the failure went, and with it the description")
    let message = try XCTUnwrap(screen.messages[.nickname]).text
    XCTAssertNil(
      screen.nickname.accessibleDescriptionMismatch(message + " " + question),
      "the question is read with the field that has the focus now, after its own message")
    screen.window.destroy()
  }

  func testANicknameTakenInAnotherWindowIsMarkedWhileTypedAndRefusedAtSignUp() throws {
    let store = try makeStore()
    let first = try makeWindow(store: store)
    fill(first)
    click(first.submit)
    waitForStore(first)
    XCTAssertEqual(outcomes.count, 1)
    outcomes = []
    let second = try makeWindow(.english, store: store)
    second.nickname.text = "새싹"
    drain()
    XCTAssertEqual(second.messages[.nickname]?.text, "Checking whether the nickname is free…")
    waitForStore(second)
    XCTAssertEqual(second.messages[.nickname]?.text, "This nickname is already in use; please choose another.")
    XCTAssertTrue(second.nickname.isAccessibleInvalid, "marked invalid for a screen reader")
    second.nickname.text = "새싹이"
    drain()
    waitForStore(second)
    XCTAssertEqual(second.messages[.nickname]?.text, "This nickname is free.")
    XCTAssertFalse(second.nickname.isAccessibleInvalid)
    XCTAssertEqual(outcomes, [])
  }

  func testAnInvalidSignUpShowsEveryMessageAndStays() throws {
    let screen = try makeWindow()
    screen.email.text = "sprout@example"
    drain()
    XCTAssertEqual(screen.messages[.email]?.text, "도메인에 점(.)이 있어야 합니다. (예: example.com)")
    XCTAssertEqual(screen.messages[.nickname]?.isVisible, false, "an empty field says nothing before a sign-up")
    XCTAssertFalse(screen.notice.isVisible)
    click(screen.submit)
    XCTAssertEqual(outcomes, [])
    XCTAssertEqual(screen.messages[.nickname]?.text, "닉네임을 입력해 주세요.")
    XCTAssertEqual(screen.messages[.nickname]?.isVisible, true)
    XCTAssertEqual(screen.notice.text, "가입 전에 확인할 칸: 닉네임, 이메일, 생년월일.", "the terminal's words")
    XCTAssertTrue(screen.notice.isVisible)
  }

  func testAnInvalidSignUpMarksTheFieldsInvalidAndFocusesTheFirst() throws {
    let screen = try makeWindow(.english)
    screen.present()
    screen.nickname.text = "새싹"
    drain()
    screen.submit.grabFocus()
    click(screen.submit)
    XCTAssertTrue(isFocused(screen.email, in: screen), "focus moves to the first field with a problem")
    XCTAssertTrue(screen.email.isAccessibleInvalid)
    XCTAssertTrue(screen.birthDate.isAccessibleInvalid)
    XCTAssertFalse(screen.nickname.isAccessibleInvalid)
    XCTAssertEqual(screen.notice.accessibleRole, GTK_ACCESSIBLE_ROLE_ALERT)
    screen.window.destroy()
  }

  func testTheButtonsChangeOnlyWhenTheViewModelSaysSo() throws {
    let screen = try makeWindow()
    XCTAssertEqual(gtk_widget_get_state_flags(screen.male.widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue, 0)
    click(screen.male)
    XCTAssertEqual(
      gtk_widget_get_state_flags(screen.male.widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue, 0,
      "a push button has no checked state of its own: its look is the view model's")
    XCTAssertNil(checkedMismatch(screen.male, true))
    XCTAssertEqual(screen.male.label, "● 남자")
  }

  func testTheGenderGroupIsOneTabStop() throws {
    let screen = try makeWindow()
    XCTAssertTrue(screen.male.isFocusable, "with nothing selected the first button is the stop")
    XCTAssertFalse(screen.female.isFocusable)
    click(screen.female)
    XCTAssertFalse(screen.male.isFocusable)
    XCTAssertTrue(screen.female.isFocusable, "the selected one is the stop, and a click focuses it")
  }

  func testClosingTheWindowCancels() throws {
    let screen = try makeWindow()
    screen.present()
    drain()
    gtk_window_close(screen.window.cast(to: GtkWindow.self))
    drain()
    XCTAssertEqual(outcomes, [.cancelled])
  }

  func testFocusStartsInTheNicknameAndTabGoesThroughTheFormInOrder() throws {
    let screen = try makeWindow()
    screen.present()
    drain()
    let order: [(String, Widget)] = [
      ("email", screen.email), ("birth date", screen.birthDate), ("남자, the gender group's one stop", screen.male),
      ("가입하기", screen.submit),
    ]
    XCTAssertTrue(isFocused(screen.nickname, in: screen), "focus starts in the nickname entry")
    for (name, widget) in order {
      screen.window.moveFocus(GTK_DIR_TAB_FORWARD)
      XCTAssertTrue(isFocused(widget, in: screen), "Tab goes to \(name)")
    }
    screen.window.destroy()
  }

  func testGTKsFocusFollowsTheViewModelsAndReportsToIt() throws {
    let screen = try makeWindow()
    screen.present()
    drain()
    for _ in 0..<3 { screen.window.moveFocus(GTK_DIR_TAB_FORWARD) }
    drain()
    XCTAssertTrue(isFocused(screen.male, in: screen), "GTK's Tab reached 남자, and the view model heard of it")
    click(screen.female)  // the clicked signal alone: GTK does not move the focus for it
    XCTAssertTrue(isFocused(screen.female, in: screen), "a tap focuses its button in the view model; GTK follows")
    XCTAssertTrue(screen.female.isFocusable)
    XCTAssertFalse(screen.male.isFocusable, "one Tab stop, the focused button")
    screen.window.moveFocus(GTK_DIR_TAB_FORWARD)
    drain()
    XCTAssertTrue(isFocused(screen.submit, in: screen))
    click(screen.male)
    XCTAssertTrue(isFocused(screen.male, in: screen), "from outside the group too")
    XCTAssertTrue(screen.male.isFocusable)
    XCTAssertFalse(screen.female.isFocusable)
    screen.window.destroy()
  }

  private func isFocused(_ widget: Widget, in screen: SignUpWindow) -> Bool {
    guard let focus = screen.window.focusedWidget else { return false }
    // An entry's focus is on its inner text widget.
    return focus == widget.widget || gtk_widget_is_ancestor(focus, widget.widget) != 0
  }

  private func fill(_ screen: SignUpWindow) {
    screen.nickname.text = "새싹"
    screen.email.text = "sprout@example.com"
    screen.birthDate.text = "2000-01-31"
    drain()
  }
}

/// A sign-up service that cannot be reached: every nickname is free, every sign-up fails.
private struct UnreachableStore: AccountStore {
  func availability(of nickname: Nickname) -> Single<NicknameAvailability> { .just(.available) }

  func createAccount(_ request: SignUpRequest) -> Single<AccountCreation> {
    .error(AccountStoreError.unreachable(reason: "nothing answers at that address"))
  }
}

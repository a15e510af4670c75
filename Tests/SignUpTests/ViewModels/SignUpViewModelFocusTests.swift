import RxTesting
import SignUp
import XCTest

/// The view model owns the form's focus, on virtual time (1 tick = 1 ms): the faces' reports, a tap focusing its
/// button, a refused sign-up (by the rules at once, by the store when it answers), and reports of the focus it
/// already has (a face following it) emitting nothing.
final class SignUpViewModelFocusTests: RxTestCase {
  private struct Screen {
    let scheduler: TestScheduler
    let output: SignUpViewModel.Output
  }

  private func screen(
    focus: [Recorded<Event<SignUpFocusCommand>>], nicknames: [Recorded<Event<String>>] = [],
    emails: [Recorded<Event<String>>] = [], birthDates: [Recorded<Event<String>>] = [],
    maleTaps: [Recorded<Event<Void>>] = [], femaleTaps: [Recorded<Event<Void>>] = [],
    submits: [Recorded<Event<Void>>] = [], creations: [ScriptedAccountStore.Answer<AccountCreation>] = []
  ) throws -> Screen {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let store = ScriptedAccountStore(scheduler: scheduler, creations: creations)
    let day = try CalendarDay(year: 2026, month: 11, day: 29)
    let input = SignUpViewModel.Input(
      nickname: scheduler.createHotObservable(nicknames).asObservable(),
      email: scheduler.createHotObservable(emails).asObservable(),
      birthDate: scheduler.createHotObservable(birthDates).asObservable(),
      maleTap: scheduler.createHotObservable(maleTaps).asObservable(),
      femaleTap: scheduler.createHotObservable(femaleTaps).asObservable(),
      focus: scheduler.createHotObservable(focus).asObservable(),
      submitTap: scheduler.createHotObservable(submits).asObservable())
    let output = SharingScheduler.mock(scheduler: scheduler) {
      SignUpViewModel(today: { day }, store: store, scheduler: scheduler, checkDelay: .milliseconds(10))
        .transform(input: input)
    }
    return Screen(scheduler: scheduler, output: output)
  }

  private func record<Element>(_ sequence: Observable<Element>, on scheduler: TestScheduler) -> TestableObserver<
    Element
  > {
    let observer = scheduler.createObserver(Element.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = sequence.subscribe(observer) }
    scheduler.scheduleAt(3000) { subscription?.dispose() }
    return observer
  }

  func testTheFacesReportsMoveTheFocusAndEmitOnlyChanges() throws {
    let screen = try screen(focus: [
      .next(210, .next), .next(220, .next), .next(230, .next), .next(240, .navigate(.right)),
      .next(250, .focusGender(.female)),  // a face's toolkit following the view model: already there
      .next(260, .next), .next(270, .focus(.submit)), .next(280, .previous),
    ])
    let focus = record(screen.output.focus.asObservable(), on: screen.scheduler)
    let focusedGender = record(screen.output.gender.focusedGender.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(
      focus.events,
      [
        .next(200, .nickname), .next(210, .email), .next(220, .birthDate), .next(230, .gender(.male)),
        .next(240, .gender(.female)), .next(260, .submit), .next(280, .gender(.male)),
      ], "back into the group at its tab stop: with nothing selected, the first button")
    XCTAssertEqual(
      focusedGender.events,
      [.next(200, nil), .next(230, .male), .next(240, .female), .next(260, nil), .next(280, .male)])
  }

  func testATapFocusesItsButtonAndTheGroupIsEnteredAtTheSelectedOne() throws {
    let screen = try screen(
      focus: [.next(230, .focus(.submit)), .next(240, .previous)], maleTaps: [.next(220, ())],
      femaleTaps: [.next(210, ()), .next(250, ())])
    let focus = record(screen.output.focus.asObservable(), on: screen.scheduler)
    let gender = record(screen.output.gender.gender.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(
      focus.events,
      [
        .next(200, .nickname), .next(210, .gender(.female)), .next(220, .gender(.male)), .next(230, .submit),
        .next(240, .gender(.male)), .next(250, .gender(.female)),
      ])
    XCTAssertEqual(gender.events, [.next(200, nil), .next(210, .female), .next(220, .male), .next(250, .female)])
  }

  func testARefusalByTheRulesFocusesTheFirstBadFieldAtOnce() throws {
    let screen = try screen(
      focus: [.next(240, .focus(.submit))], nicknames: [.next(210, "새싹")], emails: [.next(220, "nope")],
      submits: [.next(250, ())])
    let focus = record(screen.output.focus.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(focus.events, [.next(200, .nickname), .next(240, .submit), .next(250, .email)])
  }

  func testARefusalByTheStoreFocusesTheFieldWhenItAnswers() throws {
    let screen = try screen(
      focus: [.next(240, .focus(.submit))], nicknames: [.next(210, "새싹")],
      emails: [.next(220, "sprout@example.com")], birthDates: [.next(230, "2000-01-31")], submits: [.next(250, ())],
      creations: [(100, .success(.refused(.email(.taken))))])
    let focus = record(screen.output.focus.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(focus.events, [.next(200, .nickname), .next(240, .submit), .next(350, .email)])
  }
}

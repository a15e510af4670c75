import RxTesting
import SignUp
import XCTest

/// The view model and the store on virtual time (1 tick = 1 ms): the pause before a check, a stale check
/// cancelled by a newer keystroke, failures kept apart from "taken", retries, and a submit while a check is out.
final class SignUpViewModelStoreTests: RxTestCase {
  private let pause = 300

  private struct Screen {
    let scheduler: TestScheduler
    let store: ScriptedAccountStore
    let output: SignUpViewModel.Output
  }

  /// A view model on a test scheduler, fed by hot observables of typed nicknames, emails and submit taps; the
  /// birth date and gender are filled at 201.
  private func screen(
    nicknames: [Recorded<Event<String>>], emails: [Recorded<Event<String>>] = [.next(201, "sprout@example.com")],
    submits: [Recorded<Event<Void>>] = [],
    store: (TestScheduler) -> ScriptedAccountStore = {
      ScriptedAccountStore(scheduler: $0)
    }
  ) throws -> Screen {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let store = store(scheduler)
    let day = try CalendarDay(year: 2026, month: 11, day: 29)
    let input = SignUpViewModel.Input(
      nickname: scheduler.createHotObservable(nicknames).asObservable(),
      email: scheduler.createHotObservable(emails).asObservable(),
      birthDate: scheduler.createHotObservable([.next(201, "2000-01-31")]).asObservable(),
      femaleTap: scheduler.createHotObservable([.next(201, ())]).asObservable(),
      submitTap: scheduler.createHotObservable(submits).asObservable())
    let output = SharingScheduler.mock(scheduler: scheduler) {
      SignUpViewModel(today: { day }, store: store, scheduler: scheduler, checkDelay: .milliseconds(pause))
        .transform(input: input)
    }
    return Screen(scheduler: scheduler, store: store, output: output)
  }

  /// Records a Driver or Signal from 200 to `end`.
  private func record<Element>(
    _ sequence: Observable<Element>, on scheduler: TestScheduler, until end: TestTime = 3000
  ) -> TestableObserver<Element> {
    let observer = scheduler.createObserver(Element.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = sequence.subscribe(observer) }
    scheduler.scheduleAt(end) { subscription?.dispose() }
    return observer
  }

  func testTheCheckWaitsForThePauseAndShowsCheckingMeanwhile() throws {
    let screen = try screen(nicknames: [.next(210, "새"), .next(250, "새싹")])
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(screen.store.checks.map(\.nickname), ["새싹"], "one check, after the last keystroke's pause")
    XCTAssertEqual(screen.store.checkTimes, [250 + pause])
    XCTAssertEqual(
      states.events,
      [.next(200, .empty), .next(210, .checking), .next(250 + pause + 10, .available)])
  }

  func testANewerKeystrokeCancelsAStaleCheckAndItsAnswerIsNeverShown() throws {
    let screen = try screen(nicknames: [.next(210, "느린"), .next(600, "빠른")]) {
      ScriptedAccountStore(scheduler: $0, checks: [(500, .success(.taken)), (10, .success(.available))])
    }
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(screen.store.checks.map(\.nickname), ["느린", "빠른"])
    XCTAssertEqual(screen.store.checks[0].answer.subscriptions, [Subscription(510, 600)], "cancelled at the keystroke")
    XCTAssertEqual(states.events, [.next(200, .empty), .next(210, .checking), .next(910, .available)])
  }

  func testAKeystrokeDuringThePauseRestartsIt() throws {
    let screen = try screen(nicknames: [.next(210, "새싹"), .next(400, "새싹이")])
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(states.events.last, .next(400 + pause + 10, .available))
    XCTAssertEqual(screen.store.checkTimes, [400 + pause])
  }

  func testTheSameNicknameInAnotherCaseOrWidthIsNotAskedAgain() throws {
    let screen = try screen(nicknames: [.next(210, "Sprout"), .next(700, "sprout"), .next(900, "ｓｐｒｏｕｔ")])
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(screen.store.checks.map(\.nickname), ["Sprout"])
    XCTAssertEqual(states.events, [.next(200, .empty), .next(210, .checking), .next(520, .available)])
  }

  func testATakenNicknameIsAProblemAndStopsTheButtonLookingReady() throws {
    let screen = try screen(nicknames: [.next(210, "새싹")]) {
      ScriptedAccountStore(scheduler: $0, checks: [(10, .success(.taken))])
    }
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    let enabled = record(screen.output.isSubmitEnabled.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(
      states.events, [.next(200, .empty), .next(210, .checking), .next(520, .invalid(.nickname(.taken)))])
    XCTAssertEqual(enabled.events, [.next(200, false), .next(210, true), .next(520, false)])
  }

  func testAFailedCheckIsNotTakenAndLeavesSigningUpPossible() throws {
    let screen = try screen(nicknames: [.next(210, "새싹")], submits: [.next(600, ())]) {
      ScriptedAccountStore(scheduler: $0, checks: [(10, .failure(.busy))])
    }
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    let submissions = record(screen.output.submission.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(states.events, [.next(200, .empty), .next(210, .checking), .next(520, .uncheckable(.busy))])
    XCTAssertEqual(screen.store.creations.map(\.request.nick), ["새싹"])
    guard case .created(let account)? = submissions.events.first?.value.element else {
      return XCTFail("expected an account, got \(submissions.events)")
    }
    XCTAssertEqual(account.request.nick, "새싹")
    XCTAssertEqual(submissions.events.map(\.time), [610])
  }

  func testAFailedSignUpKeepsTheFormAndASecondTapRetries() throws {
    let screen = try screen(nicknames: [.next(210, "새싹")], submits: [.next(600, ()), .next(800, ())]) {
      ScriptedAccountStore(scheduler: $0, creations: [(50, .failure(.diskFull))])
    }
    // The second attempt gets the default answer: created.
    let submissions = record(screen.output.submission.asObservable(), on: screen.scheduler)
    let busy = record(screen.output.isSigningUp.asObservable(), on: screen.scheduler)
    let nickname = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(submissions.events.count, 2)
    XCTAssertEqual(submissions.events.first, .next(650, .failed(.diskFull)))
    guard case .created? = submissions.events.last?.value.element else {
      return XCTFail("expected the retry to create the account, got \(submissions.events)")
    }
    XCTAssertEqual(submissions.events.last?.time, 810)
    XCTAssertEqual(
      busy.events, [.next(200, false), .next(600, true), .next(650, false), .next(800, true), .next(810, false)])
    XCTAssertEqual(nickname.events.last?.value.element, .available, "the failure changed nothing typed")
    XCTAssertEqual(screen.store.creations.map(\.request.nick), ["새싹", "새싹"])
  }

  func testTapsWhileASignUpIsInFlightAreIgnored() throws {
    let screen = try screen(
      nicknames: [.next(210, "새싹")], submits: [.next(600, ()), .next(620, ()), .next(640, ())]
    ) {
      ScriptedAccountStore(scheduler: $0, creations: [(100, .success(.refused(.email(.taken))))])
    }
    let submissions = record(screen.output.submission.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(screen.store.creations.count, 1)
    XCTAssertEqual(
      submissions.events, [.next(700, .rejected(SignUpFormError(problems: [.email(.taken)])))])
  }

  func testASubmitWhileTheCheckIsOutGoesToTheStoreWhichDecides() throws {
    let screen = try screen(nicknames: [.next(210, "새싹")], submits: [.next(550, ())]) {
      ScriptedAccountStore(
        scheduler: $0, checks: [(200, .success(.available))], creations: [(20, .success(.refused(.nickname(.taken))))])
    }
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    let submissions = record(screen.output.submission.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(screen.store.checkTimes, [510], "the check was out from 510 to 710")
    XCTAssertEqual(submissions.events, [.next(570, .rejected(SignUpFormError(problems: [.nickname(.taken)])))])
    // The store's refusal shows at once; the check that answered later about the same nickname does not undo it:
    // the check said available at 710, but the store, which decides, refused it at 570.
    XCTAssertEqual(
      states.events.prefix(3), [.next(200, .empty), .next(210, .checking), .next(570, .invalid(.nickname(.taken)))])
  }

  func testATakenEmailIsMarkedUntilTheAddressChanges() throws {
    let screen = try screen(
      nicknames: [.next(210, "새싹")],
      emails: [.next(201, "Sprout@Example.com"), .next(900, "sprout@example.com"), .next(1000, "other@example.com")],
      submits: [.next(600, ())]
    ) {
      ScriptedAccountStore(scheduler: $0, creations: [(10, .success(.refused(.email(.taken))))])
    }
    let emails = record(screen.output.email.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(
      emails.events,
      [.next(200, .empty), .next(201, .valid), .next(610, .invalid(.email(.taken))), .next(1000, .valid)],
      "sprout@example.com is the same address as Sprout@Example.com")
  }

  func testAValidFormSendsItsRequestAndTheAccountComesBack() throws {
    let screen = try screen(nicknames: [.next(210, " 새싹 ")], submits: [.next(250, ())])
    let submissions = record(screen.output.submission.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(
      try screen.store.creations.map { String(decoding: try $0.request.jsonData(), as: UTF8.self) },
      [#"{"birth":"2000-01-31","email":"sprout@example.com","gender":0,"nick":"새싹"}"#])
    guard case .created(let account)? = submissions.events.first?.value.element else {
      return XCTFail("expected an account, got \(submissions.events)")
    }
    XCTAssertEqual(
      String(decoding: try account.jsonData(), as: UTF8.self),
      #"{"birth":"2000-01-31","createdAt":"1970-01-01T00:00:00.000Z","email":"sprout@example.com","gender":0,"#
        + #""id":1,"nick":"새싹"}"#)
  }

  func testARuleBreakingNicknameIsNeverSentToTheStore() throws {
    let screen = try screen(nicknames: [.next(210, "새\u{200B}싹"), .next(600, "")], submits: [.next(700, ())])
    let submissions = record(screen.output.submission.asObservable(), on: screen.scheduler)
    let states = record(screen.output.nickname.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(submissions.events.count, 1, "the tap was answered at once, by the rules")
    XCTAssertEqual(states.events.last, .next(700, .invalid(.nickname(.required))))
    XCTAssertTrue(screen.store.checks.isEmpty)
    XCTAssertTrue(screen.store.creations.isEmpty)
  }

  func testWaitingForTheStoreCoversThePauseTheCheckAndTheSignUp() throws {
    let screen = try screen(nicknames: [.next(210, "새싹")], submits: [.next(700, ())]) {
      ScriptedAccountStore(
        scheduler: $0, checks: [(50, .success(.available))], creations: [(30, .success(.refused(.email(.taken))))])
    }
    let waiting = record(screen.output.isWaitingForStore.asObservable(), on: screen.scheduler)
    screen.scheduler.start()
    XCTAssertEqual(
      waiting.events,
      [.next(200, false), .next(210, true), .next(560, false), .next(700, true), .next(730, false)])
  }
}

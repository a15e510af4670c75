import RxTesting
import Selection
import XCTest

private enum ShirtSize: String, CustomStringConvertible {
  case small, medium, large, extraLarge
  var description: String { rawValue }
}

final class SelectionViewModelTests: RxTestCase {
  func testButtonsFollowTheSelectionOnVirtualTime() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([
      .next(210, "남자"), .next(220, "남자"), .next(230, "여자"), .next(240, "남자"),
    ])
    let group = try SelectionGroup(options: ["남자", "여자"])
    let output = SelectionViewModel(group: group).transform(input: .init(taps: taps.asObservable()))
    let male = scheduler.start { output.isSelected("남자") }
    XCTAssertEqual(male.events, [.next(200, false), .next(210, true), .next(220, false), .next(240, true)])
    XCTAssertEqual(taps.subscriptions, [Subscription(200, 1000)])
  }

  /// However the two buttons are subscribed, no observer of both ever sees them selected together.
  func testNoObserverEverSeesTwoButtonsSelectedInSingleMode() throws {
    for maleFirst in [true, false] {
      let taps = PublishRelay<String>()
      let group = try SelectionGroup(options: ["남자", "여자"])
      let output = SelectionViewModel(group: group).transform(input: .init(taps: taps.asObservable()))
      let buttons =
        maleFirst
        ? Observable.combineLatest(output.isSelected("남자").asObservable(), output.isSelected("여자").asObservable())
        : Observable.combineLatest(output.isSelected("여자").asObservable(), output.isSelected("남자").asObservable())
      var seen: [(Bool, Bool)] = []
      let subscription = buttons.subscribe(onNext: { seen.append($0) })
      for tap in ["남자", "여자", "남자", "남자", "여자", "여자", "남자"] { taps.accept(tap) }
      subscription.dispose()
      XCTAssertFalse(seen.contains { $0.0 && $0.1 }, "both selected at once (maleFirst: \(maleFirst)): \(seen)")
      XCTAssertEqual(seen.last.map { [$0.0, $0.1] }, [true, false].map { maleFirst ? $0 : !$0 })
    }
  }

  func testChangesRefusalsAndErrors() throws {
    let taps = PublishRelay<ShirtSize>()
    let commands = PublishRelay<SelectionCommand<ShirtSize>>()
    let group = try SelectionGroup(
      options: [ShirtSize.small, .medium, .large], policy: .multiple(maximum: 2, whenFull: .refuse), disabled: [.large])
    let output = SelectionViewModel(group: group).transform(
      input: .init(taps: taps.asObservable(), commands: commands.asObservable()))
    var changes: [[ShirtSize]] = []
    var refusals: [SelectionRefusal<ShirtSize>] = []
    var selection: [[ShirtSize]] = []
    let bag = DisposeBag()
    output.changes.emit(onNext: { changes.append($0.turnedOn) }).disposed(by: bag)
    output.refusals.emit(onNext: { refusals.append($0) }).disposed(by: bag)
    output.selection.drive(onNext: { selection.append($0) }).disposed(by: bag)
    taps.accept(.small)
    taps.accept(.large)
    taps.accept(.medium)
    commands.accept(.setEnabled(.large, true))
    taps.accept(.large)
    XCTAssertEqual(changes, [[.small], [.medium]])
    XCTAssertEqual(refusals, [.optionDisabled(.large), .noOp, .limitReached(maximum: 2)])
    XCTAssertEqual(selection, [[], [.small], [.small, .medium]])
  }

  func testUnknownOptionIsAnErrorOutputNotACrash() throws {
    let commands = PublishRelay<SelectionCommand<String>>()
    let group = try SelectionGroup(options: ["a", "b"])
    let output = SelectionViewModel(group: group).transform(input: .init(commands: commands.asObservable()))
    var errors: [SelectionError] = []
    var selection: [[String]] = []
    let bag = DisposeBag()
    output.errors.emit(onNext: { errors.append($0) }).disposed(by: bag)
    output.selection.drive(onNext: { selection.append($0) }).disposed(by: bag)
    commands.accept(.select("z"))
    commands.accept(.select("a"))
    XCTAssertEqual(errors, [.unknownOption("z")])
    XCTAssertEqual(selection, [[], ["a"]])
  }

  func testKeyboardFocusMovesAndActivates() throws {
    let commands = PublishRelay<SelectionCommand<String>>()
    let group = try SelectionGroup(options: ["a", "b", "c"], disabled: ["b"])
    let output = SelectionViewModel(group: group).transform(input: .init(commands: commands.asObservable()))
    var focus: [String?] = []
    var selection: [[String]] = []
    let bag = DisposeBag()
    output.focusedOption.drive(onNext: { focus.append($0) }).disposed(by: bag)
    output.selection.drive(onNext: { selection.append($0) }).disposed(by: bag)
    commands.accept(.enterFocus)
    commands.accept(.navigate(.right))
    commands.accept(.activateFocused)
    commands.accept(.leaveFocus)
    XCTAssertEqual(focus, [nil, "a", "c", nil])
    XCTAssertEqual(selection, [[], ["c"]])
  }

  /// The view model holds no subscription of its own: once the outputs' subscriptions are disposed, the inputs are
  /// unsubscribed and the view model is released.
  func testViewModelIsReleasedWithItsSubscriptions() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, "a")])
    weak var released: SelectionViewModel<String>?
    var bag = DisposeBag()
    do {
      let viewModel = SelectionViewModel(group: try SelectionGroup(options: ["a", "b"]))
      released = viewModel
      let output = viewModel.transform(input: .init(taps: taps.asObservable()))
      scheduler.scheduleAt(200) { output.isSelected("a").drive(onNext: { _ in }).disposed(by: bag) }
      scheduler.scheduleAt(300) { bag = DisposeBag() }
    }
    scheduler.start()
    XCTAssertNil(released)
    XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
  }
}

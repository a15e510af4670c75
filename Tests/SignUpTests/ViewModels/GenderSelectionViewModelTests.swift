import Foundation
import RxCore
import RxTesting
import SignUp
import XCTest

/// A button with the state a binder sets, recording each value it was given.
private final class ToggleButton: ReactiveCompatible {
  var shown: [Bool] = []
  var isSelected = false {
    didSet { shown.append(isSelected) }
  }
}

final class GenderSelectionViewModelTests: RxTestCase {
  private struct Scenario {
    let name: String
    let taps: [Gender]
    let expected: [Gender?]
  }

  /// The seed's table: none -> male -> none, male -> female, female -> male, many taps in a row.
  private let scenarios = [
    Scenario(name: "none -> male -> none", taps: [.male, .male], expected: [nil, .male, nil]),
    Scenario(name: "male -> female", taps: [.male, .female], expected: [nil, .male, .female]),
    Scenario(name: "female -> male", taps: [.female, .male], expected: [nil, .female, .male]),
    Scenario(
      name: "many taps", taps: [.male, .female, .female, .female, .male, .male, .female, .male],
      expected: [nil, .male, .female, nil, .female, .male, nil, .female, .male]),
  ]

  func testScenarioTable() {
    for scenario in scenarios {
      let scheduler = TestScheduler(initialClock: 0)
      let maleTimes = scenario.taps.enumerated().filter { $0.element == .male }.map { 210 + 10 * $0.offset }
      let femaleTimes = scenario.taps.enumerated().filter { $0.element == .female }.map { 210 + 10 * $0.offset }
      let maleTap = scheduler.createHotObservable(maleTimes.map { Recorded.next($0, ()) })
      let femaleTap = scheduler.createHotObservable(femaleTimes.map { Recorded.next($0, ()) })
      let output = GenderSelectionViewModel().transform(
        input: .init(maleTap: maleTap.asObservable(), femaleTap: femaleTap.asObservable()))
      let gender = scheduler.createObserver(Gender?.self)
      let male = scheduler.createObserver(Bool.self)
      let female = scheduler.createObserver(Bool.self)
      var bag = DisposeBag()
      scheduler.scheduleAt(200) {
        output.gender.drive(gender).disposed(by: bag)
        output.maleSelected.drive(male).disposed(by: bag)
        output.femaleSelected.drive(female).disposed(by: bag)
      }
      scheduler.scheduleAt(1000) { bag = DisposeBag() }
      scheduler.start()
      XCTAssertEqual(gender.events.compactMap(\.value.element), scenario.expected, scenario.name)
      let shownMale = male.events.compactMap(\.value.element)
      let shownFemale = female.events.compactMap(\.value.element)
      XCTAssertEqual(shownMale.last, scenario.expected.last == .male, scenario.name)
      XCTAssertEqual(shownFemale.last, scenario.expected.last == .female, scenario.name)
      XCTAssertEqual(maleTap.subscriptions, [Subscription(200, 1000)], scenario.name)
    }
  }

  func testNextCarriesTheAnswerIncludingNone() {
    let scheduler = TestScheduler(initialClock: 0)
    let maleTap = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
    let nextTap = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
    let output = GenderSelectionViewModel().transform(
      input: .init(maleTap: maleTap.asObservable(), femaleTap: .never(), nextTap: nextTap.asObservable()))
    let next = scheduler.start { output.next }
    XCTAssertEqual(next.events, [.next(220, .male), .next(240, nil)])
  }

  func testInitialAnswer() {
    let output = GenderSelectionViewModel(initial: .female).transform(
      input: .init(maleTap: .never(), femaleTap: .never()))
    var shown: [Bool] = []
    let subscription = output.femaleSelected.drive(onNext: { shown.append($0) })
    subscription.dispose()
    XCTAssertEqual(shown, [true])
  }

  /// The README's example, driven as a plain `main.swift` would drive it: on the main thread, without running the
  /// main loop. The tap on next right after the gender taps yields the chosen gender at once, as with RxCocoa.
  func testNextTapRightAfterGenderTapsYieldsTheAnswerAtOnceOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    let maleTap = PublishSubject<Void>()
    let femaleTap = PublishSubject<Void>()
    let nextTap = PublishSubject<Void>()
    let output = GenderSelectionViewModel().transform(
      input: .init(
        maleTap: maleTap.asObservable(), femaleTap: femaleTap.asObservable(), nextTap: nextTap.asObservable()))
    let maleButton = ToggleButton()
    let femaleButton = ToggleButton()
    var next: [Gender?] = []
    let bag = DisposeBag()
    output.maleSelected.drive(maleButton.rx.isSelected).disposed(by: bag)
    output.femaleSelected.drive(femaleButton.rx.isSelected).disposed(by: bag)
    output.next.emit(onNext: { next.append($0) }).disposed(by: bag)
    maleTap.onNext(())
    femaleTap.onNext(())
    nextTap.onNext(())
    XCTAssertEqual(next, [.female])
    XCTAssertEqual(maleButton.isSelected, false)
    XCTAssertEqual(femaleButton.isSelected, true)
    maleTap.onNext(())
    maleTap.onNext(())
    nextTap.onNext(())
    XCTAssertEqual(next, [.female, nil])
    XCTAssertEqual(maleButton.shown, [false, true, false, true, false])
    XCTAssertEqual(femaleButton.shown, [false, true, false])
  }
}

import RxTesting
import SignUp
import XCTest

/// The seed's first attempt, written out: one `scan` per button, the other button forced to false.
///
/// Each button keeps its own toggle state in its `scan`, and forcing the other button off does not reach that
/// state, so the two drift apart. `[male, female, male]` is the shortest tap sequence that shows it: the third tap
/// is meant to select 남자, but the male `scan` still believes it is on, so it toggles to off and nothing is
/// selected.
final class SeedFirstAttemptTests: RxTestCase {
  /// Taps at 210 (male), 220 (female), 230 (male).
  private func taps(_ scheduler: TestScheduler) -> (TestableObservable<Void>, TestableObservable<Void>) {
    let male = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
    let female = scheduler.createHotObservable([.next(220, ())])
    return (male, female)
  }

  /// The first attempt, as in the seed: a `scan` per button, shared, and the other button forced off.
  private func firstAttempt(male: Observable<Void>, female: Observable<Void>) -> Observable<(Bool, Bool)> {
    Observable.create { observer in
      var maleSelected = false
      var femaleSelected = false
      let bag = DisposeBag()
      let maleResult = male.scan(false) { lastState, _ in !lastState }.share(replay: 1, scope: .whileConnected)
      let femaleResult = female.scan(false) { lastState, _ in !lastState }.share(replay: 1, scope: .whileConnected)
      maleResult.bind(onNext: { maleSelected = $0 }).disposed(by: bag)
      maleResult.map { _ in false }.bind(onNext: {
        femaleSelected = $0
        observer.onNext((maleSelected, femaleSelected))
      }).disposed(by: bag)
      femaleResult.bind(onNext: { femaleSelected = $0 }).disposed(by: bag)
      femaleResult.map { _ in false }.bind(onNext: {
        maleSelected = $0
        observer.onNext((maleSelected, femaleSelected))
      }).disposed(by: bag)
      return Disposables.create { _ = bag }
    }
  }

  func testFirstAttemptDriftsOnMaleFemaleMale() {
    let scheduler = TestScheduler(initialClock: 0)
    let (male, female) = taps(scheduler)
    let observer = scheduler.start { self.firstAttempt(male: male.asObservable(), female: female.asObservable()) }
    let shown = observer.events.compactMap { $0.value.element }.map { "\($0.0 ? "M" : "-")\($0.1 ? "F" : "-")" }
    // Tap male: 남자 on. Tap female: 여자 on, 남자 forced off. Tap male again: the male scan flips from its stale
    // `true` to `false`, so 남자 stays off although the user just selected it.
    XCTAssertEqual(shown, ["M-", "-F", "--"])
  }

  func testFixedDesignPassesTheSameSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let (male, female) = taps(scheduler)
    let output = GenderSelectionViewModel().transform(
      input: .init(maleTap: male.asObservable(), femaleTap: female.asObservable()))
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { output.gender.asObservable() }
    }
    XCTAssertEqual(observer.events, [.next(200, nil), .next(210, .male), .next(220, .female), .next(230, .male)])
  }
}

import RxTesting
import SignUp
import XCTest

/// The seed's open question: does `.share(replay: 1, scope: .whileConnected)` change anything in its final code?
///
/// In the final code each tap stream has exactly one subscriber downstream of `share` (the `asDriver` that drives
/// the gender relay), so the tap source is subscribed once with or without it and the relay sees the same values:
/// `share` changes nothing there. It matters only where one stream has several subscribers, as the first
/// attempt's `maleResult` had (one binding per button): without `share` each binding subscribes to the taps and
/// runs its own `scan`.
final class SeedShareQuestionTests: RxTestCase {
  /// The seed's final `transform`, with and without `share`; returns the gender values and the male tap source's
  /// subscriptions.
  private func runFinalCode(withShare: Bool) -> ([Recorded<Event<Gender?>>], [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let maleTap = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
    let femaleTap = scheduler.createHotObservable([.next(220, ())])
    let gender = BehaviorRelay<Gender?>(value: nil)
    let observer = scheduler.createObserver(Gender?.self)
    SharingScheduler.mock(scheduler: scheduler) {
      var bag = DisposeBag()
      scheduler.scheduleAt(200) {
        let male = maleTap.map { _ -> Gender? in gender.value == .male ? nil : .male }
        let female = femaleTap.map { _ -> Gender? in gender.value == .female ? nil : .female }
        (withShare ? male.share(replay: 1, scope: .whileConnected) : male)
          .asDriver(onErrorJustReturn: nil).drive(gender).disposed(by: bag)
        (withShare ? female.share(replay: 1, scope: .whileConnected) : female)
          .asDriver(onErrorJustReturn: nil).drive(gender).disposed(by: bag)
        gender.subscribe(observer).disposed(by: bag)
      }
      scheduler.scheduleAt(1000) { bag = DisposeBag() }
      scheduler.start()
    }
    return (observer.events, maleTap.subscriptions)
  }

  func testShareChangesNothingInTheSeedsFinalCode() {
    let (withShare, withShareSubscriptions) = runFinalCode(withShare: true)
    let (withoutShare, withoutShareSubscriptions) = runFinalCode(withShare: false)
    // The Driver delivers on the (mocked) main scheduler, one tick after each tap.
    let expected: [Recorded<Event<Gender?>>] = [
      .next(200, nil), .next(211, .male), .next(221, .female), .next(231, .male),
    ]
    XCTAssertEqual(withShare, expected)
    XCTAssertEqual(withoutShare, expected)
    XCTAssertEqual(withShareSubscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(withoutShareSubscriptions, [Subscription(200, 1000)])
  }

  /// Where `share` does matter: two subscribers of one `scan` (the first attempt's `maleResult`).
  func testShareMattersWhenAStreamHasTwoSubscribers() {
    func subscriptions(withShare: Bool) -> [Subscription] {
      let scheduler = TestScheduler(initialClock: 0)
      let maleTap = scheduler.createHotObservable([.next(210, ())])
      var bag = DisposeBag()
      scheduler.scheduleAt(200) {
        let scanned = maleTap.scan(false) { last, _ in !last }
        let maleResult = withShare ? scanned.share(replay: 1, scope: .whileConnected) : scanned
        maleResult.bind(onNext: { _ in }).disposed(by: bag)
        maleResult.map { _ in false }.bind(onNext: { _ in }).disposed(by: bag)
      }
      scheduler.scheduleAt(300) { bag = DisposeBag() }
      scheduler.start()
      return maleTap.subscriptions
    }
    XCTAssertEqual(subscriptions(withShare: true), [Subscription(200, 300)])
    XCTAssertEqual(subscriptions(withShare: false), [Subscription(200, 300), Subscription(200, 300)])
  }
}

import Foundation
import RxCore
import RxTesting
import XCTest

/// Where `Driver` and `Signal` deliver on the real main thread. Each gets a `MainScheduler()` of its own, as in
/// RxCocoa, so one made and subscribed inside another's delivery delivers at once, nested, in order. These tests
/// run on the main thread and never run the main loop: anything queued instead of delivered would be missing.
final class SharedSequenceSchedulingTests: RxTestCase {
  func testADriverMadeInsideAnotherDriversDeliveryDeliversAtOnce() {
    XCTAssertTrue(Thread.isMainThread)
    let relay = BehaviorRelay(value: 1)
    var log: [String] = []
    let subscription = relay.asDriver().drive(onNext: { value in
      log.append("outer \(value)")
      let inner = Observable.just(value * 10).asDriver(onErrorJustReturn: -1)
        .drive(onNext: { log.append("inner \($0)") })
      inner.dispose()
      log.append("outer \(value) done")
    })
    relay.accept(2)
    subscription.dispose()
    XCTAssertEqual(
      log, ["outer 1", "inner 10", "outer 1 done", "outer 2", "inner 20", "outer 2 done"])
  }

  func testFlatMapLatestIntoNewDriversStaysSynchronous() {
    let state = BehaviorSubject(value: 1)
    var latest: [Int] = []
    let subscription = state.asDriver(onErrorJustReturn: 0)
      .flatMapLatest { Driver.just($0 * 2) }
      .flatMapLatest { Observable.just($0 + 1).asDriver(onErrorJustReturn: -1) }
      .flatMapLatest { Observable.just($0).asDriver(onErrorDriveWith: .empty()) }
      .flatMapLatest { Observable.just($0).asSignal(onErrorRecover: { _ in .empty() }) }
      .emit(onNext: { latest.append($0) })
    state.onNext(5)
    subscription.dispose()
    XCTAssertEqual(latest, [3, 11])
  }

  func testSynchronousDrivesIntoARelayArriveInSubscriptionOrder() {
    func finished(_ item: String) -> Driver<String> {
      Observable.create { observer in
        observer.onNext(item)
        observer.onCompleted()
        return Disposables.create()
      }
      .asDriver(onErrorJustReturn: "")
    }
    let relay = BehaviorRelay(value: "start")
    var seen: [String] = []
    var bag = DisposeBag()
    relay.asDriver().drive(onNext: { seen.append($0) }).disposed(by: bag)
    finished("nickname").drive(relay).disposed(by: bag)
    finished("email").drive(relay).disposed(by: bag)
    Observable.just("birth").bind(to: relay).disposed(by: bag)
    bag = DisposeBag()
    XCTAssertEqual(seen, ["start", "nickname", "email", "birth"])
  }

  func testABinderUsedInsideAMainSchedulerDeliveryAppliesAtOnce() {
    final class Label {
      var text = ""
    }
    let label = Label()
    let binder = Binder(label) { $0.text = $1 }
    var textInside = ""
    _ = MainScheduler.instance.schedule(()) { _ in
      binder.onNext("새싹")
      textInside = label.text
      return Disposables.create()
    }
    XCTAssertEqual(textInside, "새싹")
  }

  func testEachSharedSequenceGetsAMainSchedulerOfItsOwn() {
    let first = DriverSharingStrategy.scheduler
    let second = SignalSharingStrategy.scheduler
    XCTAssertTrue(first is MainScheduler)
    XCTAssertFalse((first as AnyObject) === (second as AnyObject))
    XCTAssertFalse((first as AnyObject) === MainScheduler.instance)
  }
}

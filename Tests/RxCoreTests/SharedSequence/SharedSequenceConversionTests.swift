import RxCore
import RxTesting
import XCTest

/// A type of its own that converts to a `Driver`: it gets `asObservable()`, `asDriver()` and the operators.
private struct Nickname: SharedSequenceConvertibleType {
  typealias Element = String
  typealias SharingStrategy = DriverSharingStrategy
  let driver: Driver<String>

  func asSharedSequence() -> Driver<String> { driver }
}

final class SharedSequenceConversionTests: RxTestCase {
  func testAsSharedSequenceWithAStrategyNamedOrInferred() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2))])
    let (signal, driver) = SharingScheduler.mock(scheduler: scheduler) {
      (
        xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1),
        xs.asSharedSequence(onErrorJustReturn: -1) as Driver<Int>
      )
    }
    let signalEvents = scheduler.createObserver(Int.self)
    let driverEvents = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      signal.emit(to: signalEvents).disposed(by: bag)
      driver.drive(driverEvents).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(signalEvents.events, [.next(211, 1), .next(221, -1), .completed(221)])
    XCTAssertEqual(driverEvents.events, signalEvents.events)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
  }

  func testOnErrorFallbacksOfAsSharedSequence() {
    for strategy in ["drive", "recover"] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2))])
      let res = SharingScheduler.mock(scheduler: scheduler) {
        scheduler.start {
          strategy == "drive"
            ? xs.asSharedSequence(onErrorDriveWith: Driver.just(-2)) as Driver<Int>
            : xs.asSharedSequence(onErrorRecover: { _ in Driver.just(-3) }) as Driver<Int>
        }
      }
      let fallback = strategy == "drive" ? -2 : -3
      XCTAssertEqual(res.events, [.next(211, 1), .next(222, fallback), .completed(222)], strategy)
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], strategy)
    }
  }

  func testAConvertibleTypeGetsAsObservableAsDriverAndTheOperators() {
    let relay = BehaviorRelay(value: "새싹")
    let nickname = Nickname(driver: relay.asDriver())
    var seen: [Int] = []
    var observed: [String] = []
    let bag = DisposeBag()
    nickname.asDriver().map(\.count).drive(onNext: { seen.append($0) }).disposed(by: bag)
    nickname.asObservable().subscribe(onNext: { observed.append($0) }).disposed(by: bag)
    relay.accept("Sprout")
    XCTAssertEqual(seen, [2, 6])
    XCTAssertEqual(observed, ["새싹", "Sprout"])
  }

  func testAsInfallibleAndBack() {
    let relay = BehaviorRelay(value: 1)
    var seen: [Int] = []
    let subscription = relay.asDriver().asInfallible().asDriver().drive(onNext: { seen.append($0) })
    relay.accept(2)
    subscription.dispose()
    XCTAssertEqual(seen, [1, 2])
  }
}

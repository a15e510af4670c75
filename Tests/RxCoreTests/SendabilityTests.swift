import RxCore
import RxTesting
import XCTest

/// Compiles under Swift 6 complete concurrency checking without `@preconcurrency`: observables, subjects, relays,
/// traits and schedulers are `Sendable`, so they can cross into tasks and actors.
final class SendabilityTests: RxTestCase {
  private actor Counter {
    var total = 0
    func add(_ value: Int) { total += value }
  }

  func testReactiveTypesCrossIntoTasksAndActors() async {
    let relay = BehaviorRelay(value: 0)
    let subject = PublishSubject<Int>()
    let doubled: Observable<Int> = subject.map { $0 * 2 }
    let driver: Driver<Int> = relay.asDriver()
    let scheduler: MainScheduler = .instance
    let counter = Counter()
    await Task.detached {
      relay.accept(3)
      subject.onNext(1)
      _ = (doubled, driver, scheduler)
      await counter.add(relay.value)
    }.value
    let total = await counter.total
    XCTAssertEqual(total, 3)
    XCTAssertEqual(relay.value, 3)
  }

  @MainActor
  func testMainActorCodeCanDriveFromAnyRelay() {
    let relay = BehaviorRelay(value: "남자")
    var shown: [String] = []
    let subscription = relay.asDriver().drive(onNext: { shown.append($0) })
    relay.accept("여자")
    subscription.dispose()
    XCTAssertEqual(shown, ["남자", "여자"])
  }
}

import RxTesting
import SignUp
import XCTest

/// What RxTesting's "Testing a Driver" article says, checked on the seed's view model: a Driver made inside
/// `SharingScheduler.mock` delivers on the test scheduler, one tick after its source by default.
final class DriverOnVirtualTimeTests: RxTestCase {
  private func genderEvents(simulateProcessingDelay: Bool, mocked: Bool) -> [Recorded<Event<Gender?>>] {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulateProcessingDelay)
    let maleTap = scheduler.createHotObservable([.next(210, ()), .next(230, ())])
    let femaleTap = scheduler.createHotObservable([.next(220, ())])
    let make = {
      GenderSelectionViewModel().transform(
        input: .init(maleTap: maleTap.asObservable(), femaleTap: femaleTap.asObservable()))
    }
    let output = mocked ? SharingScheduler.mock(scheduler: scheduler, action: make) : make()
    return scheduler.start { output.gender.asObservable() }.events
  }

  func testEachHopTakesOneTickOnAMockedScheduler() {
    XCTAssertEqual(
      genderEvents(simulateProcessingDelay: true, mocked: true),
      [.next(201, nil), .next(211, .male), .next(221, .female), .next(231, .male)])
  }

  func testASecondHopTakesASecondTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let maleTap = scheduler.createHotObservable([.next(210, ())])
    let relabelled = SharingScheduler.mock(scheduler: scheduler) {
      GenderSelectionViewModel().transform(input: .init(maleTap: maleTap.asObservable(), femaleTap: .never()))
        .gender.asObservable().map { $0?.label(in: .korean) ?? "-" }.asDriver(onErrorJustReturn: "?")
    }
    XCTAssertEqual(scheduler.start { relabelled.asObservable() }.events, [.next(202, "-"), .next(212, "남자")])
  }

  func testWithoutTheProcessingDelayEventsArriveOnTheirTick() {
    XCTAssertEqual(
      genderEvents(simulateProcessingDelay: false, mocked: true),
      [.next(200, nil), .next(210, .male), .next(220, .female), .next(230, .male)])
  }

  func testADriverMadeOutsideTheMockDeliversOnTheRealMainSchedulerAtOnce() {
    XCTAssertEqual(
      genderEvents(simulateProcessingDelay: true, mocked: false),
      [.next(200, nil), .next(210, .male), .next(220, .female), .next(230, .male)])
  }
}

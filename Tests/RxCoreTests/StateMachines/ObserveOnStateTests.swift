import RxTesting
import XCTest

@testable import RxCore

/// The state machine of `observe(on:)` on a scheduler that is neither the main one nor a serial dispatch queue,
/// tested transition by transition.
final class ObserveOnStateTests: RxTestCase {
  private struct Failure: Error {}

  private func describe(_ event: Event<Int>?) -> String {
    switch event {
    case nil: return "nothing"
    case .next(let value)?: return "next \(value)"
    case .error?: return "error"
    case .completed?: return "completed"
    }
  }

  func testOnlyTheFirstEventWithNoDrainScheduledSchedulesOne() {
    var state = ObserveOnState<Int>()
    XCTAssertTrue(state.received(.next(1)))
    XCTAssertFalse(state.received(.next(2)), "a drain is already scheduled")
    XCTAssertEqual(describe(state.nextDelivery()), "next 1")
    XCTAssertFalse(state.received(.next(3)), "the running drain delivers it")
    XCTAssertEqual(describe(state.nextDelivery()), "next 2")
    XCTAssertEqual(describe(state.nextDelivery()), "next 3")
    XCTAssertEqual(describe(state.nextDelivery()), "nothing", "the drain ends")
    XCTAssertTrue(state.pending.isEmpty)
    XCTAssertTrue(state.received(.next(4)), "after the drain ended, the next event schedules a new one")
    XCTAssertEqual(describe(state.nextDelivery()), "next 4")
  }

  func testAStopEventIsDeliveredAfterTheElementsAndEndsEverything() {
    var state = ObserveOnState<Int>()
    XCTAssertTrue(state.received(.next(1)))
    XCTAssertFalse(state.received(.error(Failure())))
    XCTAssertEqual(describe(state.nextDelivery()), "next 1")
    XCTAssertEqual(describe(state.nextDelivery()), "error")
    XCTAssertFalse(state.received(.next(2)), "nothing is queued after a stop event")
    XCTAssertFalse(state.received(.completed))
    XCTAssertEqual(describe(state.nextDelivery()), "nothing")
    XCTAssertTrue(state.pending.isEmpty)
  }

  func testAnIdleStateDeliversNothing() {
    var state = ObserveOnState<Int>()
    XCTAssertEqual(describe(state.nextDelivery()), "nothing")
    XCTAssertTrue(state.received(.completed))
    XCTAssertEqual(describe(state.nextDelivery()), "completed")
    XCTAssertEqual(describe(state.nextDelivery()), "nothing")
  }
}

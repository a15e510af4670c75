import RxTesting
import XCTest

@testable import RxCore

/// The pure state machine behind `combineLatest` and `zip`, tested transition by transition.
final class CombiningStateTests: RxTestCase {
  private func waiting(_ state: CombiningState) -> [Int] {
    state.sources.map { Int($0.waiting) }
  }

  // MARK: - combineLatest

  func testCombineLatestCollectsUntilEverySourceHasAnElementThenCombinesEveryElement() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 3) {
      didSet { state.assertInvariants() }
    }
    XCTAssertEqual(state.phase, .collecting(ready: 0, done: 0))
    XCTAssertEqual(state.received(at: 0), .wait)
    XCTAssertEqual(state.received(at: 0), .wait, "a second element of the same source still waits for the others")
    XCTAssertEqual(state.phase, .collecting(ready: 1, done: 0), "a source counts once however many it sent")
    XCTAssertEqual(state.received(at: 1), .wait)
    XCTAssertEqual(state.received(at: 2), .combine)
    XCTAssertEqual(state.phase, .combiningEvery(done: 0))
    XCTAssertTrue(state.combinesEveryElement)
    XCTAssertEqual(state.received(at: 1), .combine, "the steady state: every element is combined")
    XCTAssertEqual(state.phase, .combiningEvery(done: 0), "and nothing changes")
  }

  func testCombineLatestCountsCompletionsInEveryPhase() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 3) {
      didSet { state.assertInvariants() }
    }
    _ = state.received(at: 0)
    XCTAssertFalse(state.completed(at: 0), "a source with an element completes; the others still run")
    XCTAssertEqual(state.phase, .collecting(ready: 1, done: 1))
    _ = state.received(at: 1)
    XCTAssertEqual(state.received(at: 2), .combine, "a completed source's latest element still combines")
    XCTAssertEqual(state.phase, .combiningEvery(done: 1), "the completion is carried into the steady state")
    XCTAssertFalse(state.completed(at: 1))
    XCTAssertEqual(state.phase, .combiningEvery(done: 2))
    XCTAssertTrue(state.completed(at: 2), "the last source completed")
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertFalse(state.combinesEveryElement)
  }

  func testARepeatedCompletionCountsOnce() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 2) {
      didSet { state.assertInvariants() }
    }
    _ = state.received(at: 0)
    _ = state.received(at: 1)
    XCTAssertFalse(state.completed(at: 0))
    XCTAssertFalse(state.completed(at: 0), "a source that completes twice breaks the grammar; counted once")
    XCTAssertEqual(state.phase, .combiningEvery(done: 1))
    XCTAssertTrue(state.completed(at: 1))
    XCTAssertFalse(state.completed(at: 1), "already stopped")
  }

  func testCombineLatestCompletesEarlyWhenASourceThatNeverEmittedIsTheLastRunning() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 2) {
      didSet { state.assertInvariants() }
    }
    XCTAssertFalse(state.completed(at: 1), "one source completed without an element; the other still runs")
    XCTAssertEqual(state.phase, .collecting(ready: 0, done: 1))
    XCTAssertEqual(state.received(at: 0), .complete, "nothing can ever be combined now")
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertFalse(state.stop(), "already stopped")
  }

  func testASourceSendingAfterItsOwnCompletionIsNotCountedAmongTheOthers() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 3) {
      didSet { state.assertInvariants() }
    }
    XCTAssertFalse(state.completed(at: 0))
    XCTAssertFalse(state.completed(at: 1))
    XCTAssertEqual(state.received(at: 0), .wait, "source 2 still runs, so the result waits")
    XCTAssertEqual(state.phase, .collecting(ready: 1, done: 2))
    XCTAssertEqual(state.received(at: 2), .complete, "source 2 is the last running and source 1 has no element")
  }

  func testAStoppedResultDropsEveryElementAndStopsOnce() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 2) {
      didSet { state.assertInvariants() }
    }
    _ = state.received(at: 0)
    _ = state.received(at: 1)
    XCTAssertTrue(state.stop(), "an error stops the steady state")
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertEqual(state.received(at: 0), .drop, "an element after the stop is not even stored")
    XCTAssertFalse(state.combinesEveryElement, "and does not bring the steady state back")
    XCTAssertFalse(state.completed(at: 0))
    XCTAssertFalse(state.stop(), "the stop event is delivered once")
  }

  func testCombineLatestOfNoSourceStartsInItsSteadyState() {
    var state = CombiningState(mode: .latest, completesEarly: true, count: 0) {
      didSet { state.assertInvariants() }
    }
    XCTAssertEqual(state.phase, .combiningEvery(done: 0), "every source (of none) has an element: it combines once")
    XCTAssertTrue(state.stop())
  }

  // MARK: - zip

  func testZipPairsElementsByIndexAndConsumesOneOfEach() {
    var state = CombiningState(mode: .zip, completesEarly: false, count: 2) {
      didSet { state.assertInvariants() }
    }
    XCTAssertEqual(state.phase, .zipping(ready: 0, done: 0))
    XCTAssertEqual(state.received(at: 0), .wait)
    XCTAssertEqual(state.received(at: 0), .wait)
    XCTAssertEqual(state.phase, .zipping(ready: 1, done: 0))
    XCTAssertEqual(waiting(state), [2, 0])
    XCTAssertEqual(state.received(at: 1), .combine, "first pair")
    XCTAssertEqual(waiting(state), [1, 0], "the second element of source 0 still waits")
    XCTAssertEqual(state.phase, .zipping(ready: 1, done: 0))
    XCTAssertFalse(state.combinesEveryElement, "every zip element changes the counts")
    XCTAssertEqual(state.received(at: 1), .combine, "second pair")
    XCTAssertEqual(waiting(state), [0, 0])
    XCTAssertEqual(state.phase, .zipping(ready: 0, done: 0))
    XCTAssertEqual(state.received(at: 1), .wait, "source 1's third element waits for source 0's")
  }

  func testZipOfFixedArityWaitsWhereTheCollectionFormCompletesEarly() {
    var fixed = CombiningState(mode: .zip, completesEarly: false, count: 2) {
      didSet { fixed.assertInvariants() }
    }
    XCTAssertFalse(fixed.completed(at: 1))
    XCTAssertEqual(fixed.received(at: 0), .wait, "fixed-arity zip completes only when every source has")
    XCTAssertEqual(fixed.phase, .zipping(ready: 1, done: 1))
    XCTAssertTrue(fixed.completed(at: 0))

    var collection = CombiningState(mode: .zip, completesEarly: true, count: 2) {
      didSet { collection.assertInvariants() }
    }
    XCTAssertFalse(collection.completed(at: 1))
    XCTAssertEqual(collection.received(at: 0), .complete, "the collection form completes as soon as it can")
    XCTAssertEqual(collection.phase, .stopped)
  }

  func testZipPairsWhatACompletedSourceLeftWaiting() {
    var state = CombiningState(mode: .zip, completesEarly: true, count: 2) {
      didSet { state.assertInvariants() }
    }
    _ = state.received(at: 0)
    _ = state.received(at: 0)
    XCTAssertFalse(state.completed(at: 0))
    XCTAssertEqual(state.received(at: 1), .combine)
    XCTAssertEqual(state.received(at: 1), .combine, "source 0 completed with two elements waiting")
    XCTAssertEqual(state.phase, .zipping(ready: 0, done: 1))
    XCTAssertEqual(state.received(at: 1), .complete, "source 0 has nothing left and has completed")
  }

  func testZipOfNoSourceCombinesNothing() {
    var state = CombiningState(mode: .zip, completesEarly: true, count: 0) {
      didSet { state.assertInvariants() }
    }
    XCTAssertFalse(state.combinesEveryElement)
    XCTAssertTrue(state.stop(), "it completes at once")
  }
}

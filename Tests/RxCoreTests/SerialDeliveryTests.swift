import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `SerialDelivery`, the one rule by which subjects and multi-source operators deliver, tested as a pure state
/// machine: who gets the turn (under the lock with `submit`, or without it with `claim(by:)`), what is stored, in
/// which order it comes back.
final class SerialDeliveryTests: RxTestCase {
  private let main = ThreadIdentity.current

  /// The identity of another thread (read on a queue, so it is not this test's thread).
  private func otherThread() throws -> ThreadIdentity {
    let identity = LockedValue<ThreadIdentity?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      identity.withLock { $0 = ThreadIdentity.current }
      done.signal()
    }
    done.wait()
    return try XCTUnwrap(identity.withLock { $0 })
  }

  func testTheFirstSubmitterGetsTheTurnAndNothingIsStored() {
    var delivery = SerialDelivery<Int>()
    let turn = SerialDeliveryTurn()
    var evaluated = false
    func work() -> Int {
      evaluated = true
      return 1
    }
    let result = delivery.submit(work(), from: main, turn: turn)
    XCTAssertEqual(result, .now)
    XCTAssertFalse(evaluated, "work performed at once must not be built or stored")
    XCTAssertTrue(delivery.pending.isEmpty)
    XCTAssertNil(delivery.next(turn: turn), "nothing waits")
    XCTAssertFalse(turn.isTaken, "the turn is given up when nothing waits")
  }

  func testTheOwnerSubmittingAgainIsNested() {
    var delivery = SerialDelivery<Int>()
    let turn = SerialDeliveryTurn()
    XCTAssertEqual(delivery.submit(1, from: main, turn: turn), .now)
    XCTAssertEqual(delivery.submit(2, from: main, turn: turn), .nested)
    XCTAssertTrue(delivery.pending.isEmpty)
    XCTAssertNil(delivery.next(turn: turn))
  }

  func testOtherThreadsWaitInOrderAndTheOwnerTakesTheirWorkBeforeGivingUpTheTurn() throws {
    var delivery = SerialDelivery<Int>()
    let turn = SerialDeliveryTurn()
    let other = try otherThread()
    XCTAssertEqual(delivery.submit(1, from: main, turn: turn), .now)
    XCTAssertEqual(delivery.submit(2, from: other, turn: turn), .later)
    XCTAssertEqual(delivery.submit(3, from: other, turn: turn), .later)
    XCTAssertEqual(delivery.next(turn: turn), 2)
    XCTAssertEqual(
      delivery.submit(4, from: other, turn: turn), .later, "the turn is still taken while the owner drains")
    XCTAssertEqual(delivery.next(turn: turn), 3)
    XCTAssertEqual(delivery.next(turn: turn), 4)
    XCTAssertTrue(turn.isTaken)
    XCTAssertNil(delivery.next(turn: turn))
    XCTAssertFalse(turn.isTaken)
    XCTAssertEqual(
      delivery.submit(5, from: other, turn: turn), .now, "after the turn was given up the next submitter gets it")
  }

  func testTheOwnerGivesTheTurnUpWithoutTheLockWhenNothingWaits() throws {
    var delivery = SerialDelivery<Int>()
    let turn = SerialDeliveryTurn()
    let other = try otherThread()
    XCTAssertEqual(delivery.submit(1, from: main, turn: turn), .now)
    XCTAssertTrue(turn.releaseIfIdle(by: main), "nothing waits: the turn is given up at once")
    XCTAssertFalse(turn.isTaken)
    XCTAssertEqual(delivery.submit(2, from: other, turn: turn), .now, "the next submitter gets the turn")
  }

  func testTheOwnerCannotGiveTheTurnUpWithoutTheLockOnceWorkWaits() throws {
    var delivery = SerialDelivery<Int>()
    let turn = SerialDeliveryTurn()
    let other = try otherThread()
    XCTAssertEqual(delivery.submit(1, from: main, turn: turn), .now)
    XCTAssertEqual(delivery.submit(2, from: other, turn: turn), .later)
    XCTAssertFalse(turn.releaseIfIdle(by: main), "work waits: the owner must take it under the lock")
    XCTAssertTrue(turn.isTaken)
    XCTAssertEqual(delivery.submit(3, from: main, turn: turn), .nested, "the owner still has the turn")
    XCTAssertEqual(delivery.next(turn: turn), 2)
    XCTAssertFalse(turn.releaseIfIdle(by: main), "the owner keeps draining under the lock until next() gives up")
    XCTAssertNil(delivery.next(turn: turn))
    XCTAssertFalse(turn.isTaken)
    XCTAssertEqual(delivery.submit(4, from: other, turn: turn), .now)
    XCTAssertTrue(turn.releaseIfIdle(by: other))
  }

  // MARK: State under the turn (`claim(by:)`, used by `CombiningSink`)

  func testClaimTakesAFreeTurnWithoutTheLockAndSeesItsOwnTurnAsNested() throws {
    let turn = SerialDeliveryTurn()
    let other = try otherThread()
    XCTAssertEqual(turn.claim(by: main), .taken)
    XCTAssertTrue(turn.isTaken)
    XCTAssertEqual(turn.claim(by: main), .nested, "the owner claiming again is a reentrant call")
    XCTAssertEqual(turn.claim(by: other), .busy, "another thread must queue its work")
    XCTAssertTrue(turn.releaseIfIdle(by: main))
    XCTAssertEqual(turn.claim(by: other), .taken, "a given-up turn is free for the next thread")
  }

  func testAThreadThatFoundTheTurnBusyQueuesItsWorkOrTakesTheTurnIfItWasGivenUpMeanwhile() throws {
    var delivery = SerialDelivery<Int>()
    let turn = SerialDeliveryTurn()
    let other = try otherThread()
    XCTAssertEqual(turn.claim(by: main), .taken)
    XCTAssertEqual(turn.claim(by: other), .busy)
    XCTAssertEqual(delivery.submit(1, from: other, turn: turn), .later, "queued for the owner")
    XCTAssertFalse(turn.releaseIfIdle(by: main), "work waits")
    XCTAssertEqual(delivery.next(turn: turn), 1)
    XCTAssertNil(delivery.next(turn: turn))
    XCTAssertEqual(turn.claim(by: main), .taken)
    XCTAssertEqual(turn.claim(by: other), .busy)
    XCTAssertTrue(turn.releaseIfIdle(by: main), "the owner gave up before the other thread took the lock")
    XCTAssertEqual(delivery.submit(2, from: other, turn: turn), .now, "so that thread takes the turn itself")
    XCTAssertTrue(delivery.pending.isEmpty)
    XCTAssertEqual(turn.claim(by: main), .busy, "the turn submit took is held like a claimed one")
    XCTAssertTrue(turn.releaseIfIdle(by: other))
  }

  func testPendingQueueLetsGoOfTakenItemsAtOnce() {
    final class Item {}
    var queue = PendingQueue<Item>()
    weak var first: Item?
    do {
      let item = Item()
      first = item
      queue.append(item)
      queue.append(Item())
    }
    XCTAssertNotNil(first)
    _ = queue.popFirst()
    XCTAssertNil(first, "a taken item is not kept by the storage")
    XCTAssertFalse(queue.isEmpty)
    XCTAssertNotNil(queue.popFirst())
    XCTAssertTrue(queue.isEmpty)
    XCTAssertNil(queue.popFirst())
  }
}

import Dispatch
import XCTest

@testable import RxCore

/// `SerialDelivery`, the one rule by which subjects and multi-source operators deliver, tested as a pure state
/// machine: who gets the turn, what is stored, in which order it comes back.
final class SerialDeliveryTests: XCTestCase {
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
    var evaluated = false
    func work() -> Int {
      evaluated = true
      return 1
    }
    let turn = delivery.submit(work(), from: main)
    XCTAssertEqual(turn, .now)
    XCTAssertFalse(evaluated, "work performed at once must not be built or stored")
    XCTAssertTrue(delivery.pending.isEmpty)
    XCTAssertNil(delivery.next(), "nothing waits")
    XCTAssertFalse(delivery.isTaken, "the turn is given up when nothing waits")
  }

  func testTheOwnerSubmittingAgainIsNested() {
    var delivery = SerialDelivery<Int>()
    XCTAssertEqual(delivery.submit(1, from: main), .now)
    XCTAssertEqual(delivery.submit(2, from: main), .nested)
    XCTAssertTrue(delivery.pending.isEmpty)
    XCTAssertNil(delivery.next())
  }

  func testOtherThreadsWaitInOrderAndTheOwnerTakesTheirWorkBeforeGivingUpTheTurn() throws {
    var delivery = SerialDelivery<Int>()
    let other = try otherThread()
    XCTAssertEqual(delivery.submit(1, from: main), .now)
    XCTAssertEqual(delivery.submit(2, from: other), .later)
    XCTAssertEqual(delivery.submit(3, from: other), .later)
    XCTAssertEqual(delivery.next(), 2)
    XCTAssertEqual(delivery.submit(4, from: other), .later, "the turn is still taken while the owner drains")
    XCTAssertEqual(delivery.next(), 3)
    XCTAssertEqual(delivery.next(), 4)
    XCTAssertTrue(delivery.isTaken)
    XCTAssertNil(delivery.next())
    XCTAssertFalse(delivery.isTaken)
    XCTAssertEqual(delivery.submit(5, from: other), .now, "after the turn was given up the next submitter gets it")
  }

  func testTheOwnerGivesTheTurnUpWithoutTheLockWhenNothingWaits() throws {
    var delivery = SerialDelivery<Int>()
    let other = try otherThread()
    XCTAssertEqual(delivery.submit(1, from: main), .now)
    XCTAssertTrue(delivery.releaseIfIdle(), "nothing waits: the turn is given up at once")
    XCTAssertFalse(delivery.isTaken)
    XCTAssertEqual(delivery.submit(2, from: other), .now, "the next submitter gets the turn")
  }

  func testTheOwnerCannotGiveTheTurnUpWithoutTheLockOnceWorkWaits() throws {
    var delivery = SerialDelivery<Int>()
    let other = try otherThread()
    XCTAssertEqual(delivery.submit(1, from: main), .now)
    XCTAssertEqual(delivery.submit(2, from: other), .later)
    XCTAssertFalse(delivery.releaseIfIdle(), "work waits: the owner must take it under the lock")
    XCTAssertTrue(delivery.isTaken)
    XCTAssertEqual(delivery.submit(3, from: main), .nested, "the owner still has the turn")
    XCTAssertEqual(delivery.next(), 2)
    XCTAssertFalse(delivery.releaseIfIdle(), "the owner keeps draining under the lock until next() gives up")
    XCTAssertNil(delivery.next())
    XCTAssertFalse(delivery.isTaken)
    XCTAssertEqual(delivery.submit(4, from: other), .now)
    XCTAssertTrue(delivery.releaseIfIdle())
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

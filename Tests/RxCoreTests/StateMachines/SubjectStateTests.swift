import RxTesting
import SproutTestSupport
import XCTest

@testable import RxCore

/// The subject's pure state: the subscriber list's slots, the phases, and the memory of each kind of subject.
final class SubjectStateTests: RxTestCase {
  private struct Failure: Error {}

  private func subscribers(_ count: Int) -> [SubjectObserver<Int>] {
    let subject = PublishSubject<Int>()
    return (0..<count).map { _ in SubjectObserver<Int>({ _ in }, subject: subject) }
  }

  private func order(_ list: SubscriberList<Int>, in all: [SubjectObserver<Int>]) -> [Int] {
    list.snapshot.filter { !$0.isVacantSlot }.compactMap { entry in all.firstIndex { $0 === entry } }
  }

  func testSubscribersKeepTheirOrderAndSlots() {
    let all = subscribers(4)
    var list = SubscriberList<Int>()
    for subscriber in all { list.append(subscriber) }
    XCTAssertEqual(order(list, in: all), [0, 1, 2, 3])
    XCTAssertEqual(all.map(\.slot), [0, 1, 2, 3])
    XCTAssertEqual(list.count, 4)
  }

  func testRemovingTheNewestDropsItsSlotAndTheEmptySlotsBeforeIt() {
    let all = subscribers(4)
    var list = SubscriberList<Int>()
    for subscriber in all { list.append(subscriber) }
    list.remove(all[2])
    XCTAssertEqual(list.slots.count, 4, "a middle slot stays empty")
    list.remove(all[3])
    XCTAssertEqual(list.slots.count, 2, "the newest leaving drops the empty slot before it too")
    XCTAssertEqual(order(list, in: all), [0, 1])
    XCTAssertEqual(all[3].slot, -1)
  }

  func testRemovingAnUnknownOrRemovedSubscriberChangesNothing() {
    let all = subscribers(3)
    var list = SubscriberList<Int>()
    list.append(all[0])
    list.append(all[1])
    list.remove(all[2])
    list.remove(all[0])
    list.remove(all[0])
    XCTAssertEqual(list.count, 1)
    XCTAssertEqual(order(list, in: all), [1])
  }

  func testEmptySlotsAreSqueezedOutOnceTheyOutnumberTheLiveSubscribersAndOrderHolds() {
    let all = subscribers(100)
    var list = SubscriberList<Int>()
    for subscriber in all { list.append(subscriber) }
    // Remove the oldest ones, one by one: the slots are squeezed once the empty ones outnumber the live ones.
    for index in 0..<60 { list.remove(all[index]) }
    XCTAssertEqual(list.count, 40)
    XCTAssertLessThanOrEqual(list.slots.count - list.count, max(list.count, 16))
    XCTAssertEqual(order(list, in: all), Array(60..<100))
    for (slot, entry) in list.slots.enumerated() {
      if !entry.isVacantSlot { XCTAssertEqual(entry.slot, slot, "every subscriber knows its slot after a squeeze") }
    }
    list.append(all[0])
    XCTAssertEqual(order(list, in: all), Array(60..<100) + [0])
  }

  func testRandomChurnMatchesAnOrderedModel() {
    var random = SplitMix64(seed: 21)
    let all = subscribers(200)
    var list = SubscriberList<Int>()
    var model: [Int] = []
    for _ in 0..<5_000 {
      let index = random.below(all.count)
      if let position = model.firstIndex(of: index) {
        model.remove(at: position)
        list.remove(all[index])
      } else {
        model.append(index)
        list.append(all[index])
      }
      XCTAssertEqual(list.count, model.count)
    }
    XCTAssertEqual(order(list, in: all), model)
    XCTAssertLessThanOrEqual(list.slots.count - list.count, max(list.count, 16) + 1)
  }

  func testAStoppedStateHasNoSubscribersAndRefusesNewOnesWithTheReplayAndTheStop() {
    let all = subscribers(2)
    var state = SubjectState<Int>(memory: .latest(ReplayBuffer(capacity: 2))) {
      didSet { state.assertInvariants() }
    }
    _ = state.subscribe(all[0], addsAfterReplay: false, disposedError: Failure())
    _ = state.receive(.next(1))
    let stop = state.receive(.completed)
    XCTAssertEqual(stop.targets.count, 1, "the stop goes to the subscribers present")
    XCTAssertFalse(state.hasObservers)
    guard case .refused(let events) = state.subscribe(all[1], addsAfterReplay: false, disposedError: Failure()) else {
      return XCTFail("a stopped subject adds no subscriber")
    }
    XCTAssertEqual(events, [.next(1), .completed])
    XCTAssertTrue(state.receive(.next(2)).targets.isEmpty, "events after the stop go nowhere")
  }

  func testAReplayFirstSubscriberIsAddedOnlyWhenAdmitted() {
    let all = subscribers(3)
    var state = SubjectState<Int>(memory: .latest(ReplayBuffer(capacity: 1))) {
      didSet { state.assertInvariants() }
    }
    guard case .added(let nothing) = state.subscribe(all[0], addsAfterReplay: true, disposedError: Failure()) else {
      return XCTFail("with nothing to replay the subscriber is added at once")
    }
    XCTAssertEqual(nothing, [])
    _ = state.receive(.next(1))
    guard case .replayFirst(let replay) = state.subscribe(all[1], addsAfterReplay: true, disposedError: Failure())
    else { return XCTFail("a subscriber with a replay waits for it") }
    XCTAssertEqual(replay, [.next(1)])
    XCTAssertEqual(order(state.subscribers, in: all), [0], "not added before its replay")
    XCTAssertEqual(state.receive(.next(2)).targets.count, 1, "an event during the replay skips it")
    XCTAssertNil(state.admit(all[1]))
    XCTAssertEqual(order(state.subscribers, in: all), [0, 1])
    guard case .replayFirst = state.subscribe(all[2], addsAfterReplay: true, disposedError: Failure()) else {
      return XCTFail("a subscriber with a replay waits for it")
    }
    _ = state.receive(.completed)
    XCTAssertEqual(state.admit(all[2]), .completed, "a stop during the replay follows it")
    XCTAssertFalse(state.hasObservers)
  }

  func testADisposedStateRefusesSubscribersWithTheDisposedError() {
    let all = subscribers(1)
    var state = SubjectState<Int>(memory: .current(7)) {
      didSet { state.assertInvariants() }
    }
    _ = state.dispose()
    XCTAssertTrue(state.isDisposed)
    guard case .refused(let events) = state.subscribe(all[0], addsAfterReplay: false, disposedError: Failure()) else {
      return XCTFail("a disposed subject adds no subscriber")
    }
    XCTAssertEqual(events, [.error(Failure())])
  }

  func testEachMemoryRecordsWhatItsSubjectReplays() {
    var publish = SubjectMemory<Int>.nothing
    XCTAssertTrue(publish.record(1).broadcast)
    XCTAssertEqual(publish.replay(before: nil), [])

    var behavior = SubjectMemory<Int>.current(0)
    XCTAssertEqual(behavior.record(1).replaced, 0)
    XCTAssertEqual(behavior.replay(before: nil), [.next(1)])
    XCTAssertEqual(behavior.replay(before: .completed), [], "a stopped behavior subject replays only its stop")

    var async = SubjectMemory<Int>.last(nil)
    XCTAssertFalse(async.record(1).broadcast, "an async subject keeps its element for the completion")
    XCTAssertEqual(async.record(2).replaced, 1)
    XCTAssertEqual(async.element(before: .completed), 2)
    XCTAssertNil(async.element(before: .error(Failure())))

    var replay = SubjectMemory<Int>.latest(ReplayBuffer(capacity: 2))
    XCTAssertNil(replay.record(1).replaced)
    XCTAssertNil(replay.record(2).replaced)
    XCTAssertEqual(replay.record(3).replaced, 1, "a full buffer drops its oldest element")
    XCTAssertEqual(replay.replay(before: nil), [.next(2), .next(3)])
    guard case .latest(let forgotten) = replay.forget() else { return XCTFail("the buffer is handed back") }
    XCTAssertEqual(forgotten.elements, [2, 3])
    XCTAssertEqual(replay.replay(before: nil), [])
  }
}

import Foundation
import RxTesting
import XCTest

@testable import RxCore

/// The pure state machines behind the time operators, tested transition by transition (the operators' own tests
/// check the same rules end to end on virtual time).
final class TimeOperatorStateTests: RxTestCase {
  private struct Failure: Error {}

  // MARK: - debounce

  private func describe(_ action: DebounceState<Int>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .startTimer(let id)?: return "timer \(id)"
    case .emit(let value)?: return "emit \(value)"
    case .complete(let value)?: return "complete after \(value.map(String.init) ?? "nothing")"
    case .fail?: return "fail"
    }
  }

  func testDebounceRestartsTheTimerAndOnlyTheCurrentTimerEmits() {
    var state = DebounceState<Int>()
    XCTAssertEqual(describe(state.received(1)), "timer 1")
    XCTAssertEqual(describe(state.received(2)), "timer 2")
    XCTAssertEqual(describe(state.timerFired(1)), "nothing", "a replaced timer emits nothing")
    XCTAssertEqual(describe(state.timerFired(2)), "emit 2")
    XCTAssertEqual(describe(state.timerFired(2)), "nothing", "the element is emitted once")
  }

  func testDebounceCompletesWithTheWaitingElementAndThenIgnoresEverything() {
    var state = DebounceState<Int>()
    _ = state.received(7)
    XCTAssertEqual(describe(state.stopped(with: nil)), "complete after 7")
    XCTAssertEqual(describe(state.received(8)), "nothing")
    XCTAssertEqual(describe(state.timerFired(1)), "nothing")
    XCTAssertEqual(describe(state.stopped(with: Failure())), "nothing")
  }

  func testDebounceFailsWithoutTheWaitingElement() {
    var state = DebounceState<Int>()
    _ = state.received(7)
    XCTAssertEqual(describe(state.stopped(with: Failure())), "fail")
    XCTAssertEqual(describe(state.timerFired(1)), "nothing")
  }

  func testDebouncePhasesSayWhatWaits() {
    var state = DebounceState<Int>()
    guard case .idle = state.phase else { return XCTFail("a new debounce waits for nothing") }
    _ = state.received(1)
    guard case .waiting(1) = state.phase else { return XCTFail("1 waits: \(state.phase)") }
    _ = state.timerFired(1)
    guard case .idle = state.phase else { return XCTFail("emitted, nothing waits: \(state.phase)") }
    _ = state.stopped(with: nil)
    guard case .stopped = state.phase else { return XCTFail("stopped: \(state.phase)") }
  }

  // MARK: - throttle

  private func describe(_ action: ThrottleState<Int>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .emit(let value)?: return "emit \(value)"
    case .startTimer(let interval)?: return "timer \(interval)"
    case .complete(let value)?: return "complete after \(value.map(String.init) ?? "nothing")"
    case .fail?: return "fail"
    }
  }

  private let start = Date(timeIntervalSince1970: 1_000)

  func testThrottleLatestEmitsTheFirstAtOnceAndTheLatestWhenTheTimerFires() {
    var state = ThrottleState<Int>(dueTime: .seconds(10), latest: true)
    XCTAssertEqual(describe(state.received(1, at: start)), "emit 1")
    XCTAssertEqual(describe(state.received(2, at: start + 3)), "timer \(RxTimeInterval.seconds(7))")
    XCTAssertEqual(describe(state.received(3, at: start + 4)), "nothing", "the running timer will send the latest")
    XCTAssertEqual(describe(state.timerFired(at: start + 10)), "emit 3")
    XCTAssertEqual(describe(state.received(4, at: start + 15)), "timer \(RxTimeInterval.seconds(5))")
  }

  func testThrottleWithoutLatestDropsWhatArrivesInsideTheWindow() {
    var state = ThrottleState<Int>(dueTime: .seconds(10), latest: false)
    XCTAssertEqual(describe(state.received(1, at: start)), "emit 1")
    XCTAssertEqual(describe(state.received(2, at: start + 3)), "nothing")
    XCTAssertEqual(describe(state.received(3, at: start + 10)), "emit 3")
  }

  func testThrottleCompletionWaitsForTheWaitingElement() {
    var state = ThrottleState<Int>(dueTime: .seconds(10), latest: true)
    _ = state.received(1, at: start)
    _ = state.received(2, at: start + 1)
    XCTAssertEqual(describe(state.completed()), "nothing", "the timer still has an element to send")
    XCTAssertEqual(describe(state.timerFired(at: start + 10)), "complete after 2")
    XCTAssertEqual(describe(state.received(3, at: start + 30)), "nothing")
    XCTAssertEqual(describe(state.failed(Failure())), "nothing")
  }

  private func describe(_ phase: ThrottleState<Int>.Phase) -> String {
    switch phase {
    case .open(let lastSent): return "open, sent at \(lastSent.map { $0.timeIntervalSince(start) } ?? -1)"
    case .waiting(let value, _, let sourceCompleted):
      return "waiting \(value)" + (sourceCompleted ? ", completing" : "")
    case .stopped: return "stopped"
    }
  }

  func testThrottlePhasesSayWhatWaitsAndWhetherTheSourceEnded() {
    var state = ThrottleState<Int>(dueTime: .seconds(10), latest: true)
    XCTAssertEqual(describe(state.phase), "open, sent at -1.0")
    _ = state.received(1, at: start)
    XCTAssertEqual(describe(state.phase), "open, sent at 0.0")
    _ = state.received(2, at: start + 1)
    XCTAssertEqual(describe(state.phase), "waiting 2", "the timer runs exactly while an element waits")
    XCTAssertEqual(describe(state.received(3, at: start + 12)), "emit 3", "a late timer: the element's time came")
    XCTAssertEqual(describe(state.phase), "open, sent at 12.0")
    XCTAssertEqual(describe(state.timerFired(at: start + 12)), "nothing", "the late timer finds nothing waiting")
    _ = state.received(4, at: start + 13)
    _ = state.completed()
    XCTAssertEqual(describe(state.phase), "waiting 4, completing")
    XCTAssertEqual(describe(state.received(5, at: start + 14)), "nothing", "nothing comes after the source's end")
    XCTAssertEqual(describe(state.timerFired(at: start + 22)), "complete after 4")
    XCTAssertEqual(describe(state.phase), "stopped")
  }

  // MARK: - sample

  private func describe(_ action: SampleState<Int>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .sample(let value, let completes)?:
      return "sample \(value.map(String.init) ?? "nothing")" + (completes ? " and complete" : "")
    case .fail?: return "fail"
    }
  }

  func testSamplePhasesKeepTheLatestUntilTheSampleThatEndsThem() {
    var state = SampleState<Int>(defaultValue: nil)
    state.sourceEmitted(1)
    guard case .running(latest: 1) = state.phase else { return XCTFail("1 kept: \(state.phase)") }
    state.sourceCompleted()
    guard case .sourceCompleted(latest: 1) = state.phase else { return XCTFail("completing: \(state.phase)") }
    XCTAssertEqual(describe(state.sampled()), "sample 1 and complete")
    guard case .stopped = state.phase else { return XCTFail("stopped: \(state.phase)") }
    XCTAssertEqual(describe(state.failed(Failure())), "nothing")
  }

  func testSampleTakesTheLatestOnceAndNothingWhenNothingArrived() {
    var state = SampleState<Int>(defaultValue: nil)
    XCTAssertEqual(describe(state.sampled()), "nothing")
    state.sourceEmitted(1)
    state.sourceEmitted(2)
    XCTAssertEqual(describe(state.sampled()), "sample 2")
    XCTAssertEqual(describe(state.sampled()), "nothing", "an element is sampled once")
  }

  func testSampleWithADefaultValueAndCompletionOnTheNextSample() {
    var state = SampleState<Int>(defaultValue: 0)
    XCTAssertEqual(describe(state.sampled()), "sample 0")
    state.sourceEmitted(5)
    state.sourceCompleted()
    XCTAssertEqual(describe(state.sampled()), "sample 5 and complete")
    XCTAssertEqual(describe(state.sampled()), "nothing")
    XCTAssertEqual(describe(state.failed(Failure())), "nothing")
  }

  // MARK: - timeout

  private func describe(_ action: TimeoutState.Action<Int>?) -> String {
    switch action {
    case nil: return "nothing"
    case .emitAndRestartTimer(let value, let id)?: return "emit \(value), timer \(id)"
    case .stop(let event)?: return "stop \(event.isCompleted ? "completed" : "error")"
    case .switchToOther?: return "switch"
    case .emitOther(let value)?: return "other \(value)"
    }
  }

  func testTimeoutTheSourceWinsOverAnOlderTimer() {
    var state = TimeoutState()
    XCTAssertEqual(describe(state.sourceEmitted(1)), "emit 1, timer 1")
    XCTAssertEqual(describe(state.timerFired(0) as TimeoutState.Action<Int>?), "nothing")
    XCTAssertEqual(describe(state.sourceStopped(Event<Int>.completed)), "stop completed")
    XCTAssertEqual(describe(state.timerFired(2) as TimeoutState.Action<Int>?), "nothing")
  }

  func testTimeoutTheCurrentTimerSwitchesToTheOtherSequence() {
    var state = TimeoutState()
    _ = state.sourceEmitted(1)
    XCTAssertEqual(describe(state.timerFired(1) as TimeoutState.Action<Int>?), "switch")
    XCTAssertEqual(describe(state.sourceEmitted(2)), "nothing", "the source lost")
    XCTAssertEqual(describe(state.otherReceived(Event.next(9))), "other 9")
    XCTAssertEqual(describe(state.otherReceived(Event<Int>.error(Failure()))), "stop error")
    XCTAssertEqual(describe(state.otherReceived(Event.next(10))), "nothing")
  }

  func testTimeoutPhasesNameWhoRunsAndTheCurrentTimer() {
    var state = TimeoutState()
    guard case .source(timer: 0) = state.phase else { return XCTFail("the first timer: \(state.phase)") }
    let restarted: TimeoutState.Action<Int>? = state.sourceEmitted(1)
    guard case .emitAndRestartTimer(1, 1)? = restarted, case .source(timer: 1) = state.phase else {
      return XCTFail("an element restarts the timer: \(state.phase)")
    }
    let stale: TimeoutState.Action<Int>? = state.timerFired(0)
    XCTAssertNil(stale, "a replaced timer does nothing")
    let switched: TimeoutState.Action<Int>? = state.timerFired(1)
    guard case .switchToOther? = switched, case .other = state.phase else { return XCTFail("\(state.phase)") }
    XCTAssertNil(state.sourceEmitted(2), "the source lost")
    let stopped: TimeoutState.Action<Int>? = state.otherReceived(.completed)
    guard case .stop(.completed)? = stopped, case .stopped = state.phase else { return XCTFail("\(state.phase)") }
  }

  // MARK: - delay

  func testDelayPhasesSayWhetherTheTimerRuns() {
    var state = DelayState<Int>(dueTime: .seconds(5))
    guard case .idle = state.phase else { return XCTFail("a new delay runs no timer: \(state.phase)") }
    guard case .startTimer? = state.received(.next(1), at: start), case .timing = state.phase else {
      return XCTFail("the first element starts the timer: \(state.phase)")
    }
    XCTAssertNil(state.received(.next(2), at: start + 1), "the running timer serves the second element later")
    guard case .emit(1, nextArrival: start + 1)? = state.timerFired(), case .timing = state.phase else {
      return XCTFail("2 still waits, the timer is started again: \(state.phase)")
    }
    guard case .emit(2, nextArrival: nil)? = state.timerFired(), case .idle = state.phase else {
      return XCTFail("nothing waits, no timer runs: \(state.phase)")
    }
    XCTAssertNil(state.timerFired(), "no timer runs, nothing to deliver")
    guard case .startTimer? = state.received(.completed, at: start + 9), case .timing = state.phase else {
      return XCTFail("the completion waits for its own timer: \(state.phase)")
    }
    guard case .complete? = state.timerFired(), case .stopped = state.phase else {
      return XCTFail("the completion stops the delay: \(state.phase)")
    }
    XCTAssertNil(state.received(.next(3), at: start + 10), "nothing passes once stopped")
  }

  func testDelayErrorStopsFromEveryPhase() {
    var idle = DelayState<Int>(dueTime: .seconds(5))
    guard case .fail? = idle.received(.error(Failure()), at: start), case .stopped = idle.phase else {
      return XCTFail("an error stops an idle delay: \(idle.phase)")
    }
    var timing = DelayState<Int>(dueTime: .seconds(5))
    _ = timing.received(.next(1), at: start)
    guard case .fail? = timing.received(.error(Failure()), at: start + 1), case .stopped = timing.phase else {
      return XCTFail("an error stops a timing delay: \(timing.phase)")
    }
    XCTAssertNil(timing.timerFired(), "the waiting element was dropped")
    XCTAssertNil(timing.received(.error(Failure()), at: start + 2), "a second error is ignored")
  }

  // MARK: - buffer

  func testBufferPhasesFillUntilTheSourceStops() {
    var state = BufferState<Int>(count: 2)
    guard case .filling = state.phase else { return XCTFail("a new buffer fills: \(state.phase)") }
    XCTAssertNil(state.received(1))
    guard case .emitAndRestartTimer([1, 2], 1)? = state.received(2), case .filling = state.phase else {
      return XCTFail("a full array is emitted and the buffer fills on: \(state.phase)")
    }
    _ = state.received(3)
    guard case .complete([3])? = state.stopped(with: nil), case .stopped = state.phase else {
      return XCTFail("the completion emits what was collected and stops: \(state.phase)")
    }
    XCTAssertNil(state.received(4), "nothing is collected once stopped")
    XCTAssertNil(state.timerFired(1), "the timer does nothing once stopped")
    XCTAssertNil(state.stopped(with: Failure()), "a second stop is ignored")

    var failing = BufferState<Int>(count: 2)
    _ = failing.received(1)
    guard case .fail? = failing.stopped(with: Failure()), case .stopped = failing.phase else {
      return XCTFail("an error stops the buffer: \(failing.phase)")
    }
  }
}

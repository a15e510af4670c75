import Foundation
import RxTesting
import XCTest

@testable import RxCore

/// The pure state machines behind `buffer` and `delay`, tested transition by transition.
final class BufferingStateTests: RxTestCase {
  private struct Failure: Error {}

  // MARK: - buffer

  private func describe(_ action: BufferState<Int>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .emitAndRestartTimer(let elements, let id)?: return "emit \(elements), timer \(id)"
    case .complete(let elements)?: return "complete after \(elements)"
    case .fail?: return "fail"
    }
  }

  func testBufferEmitsWhenFullOrWhenTheCurrentTimerFires() {
    var state = BufferState<Int>(count: 2)
    XCTAssertEqual(describe(state.received(1)), "nothing")
    XCTAssertEqual(describe(state.received(2)), "emit [1, 2], timer 1", "full: emit and restart the timer")
    XCTAssertEqual(describe(state.timerFired(0)), "nothing", "an older timer was replaced")
    XCTAssertEqual(describe(state.received(3)), "nothing")
    XCTAssertEqual(describe(state.timerFired(1)), "emit [3], timer 2")
    XCTAssertEqual(describe(state.timerFired(2)), "emit [], timer 3", "an empty window still emits, as in RxSwift")
  }

  func testBufferCompletesWithWhatWaitsAndFailsWithoutIt() {
    var completing = BufferState<Int>(count: 5)
    _ = completing.received(1)
    XCTAssertEqual(describe(completing.stopped(with: nil)), "complete after [1]")
    XCTAssertEqual(describe(completing.received(2)), "nothing")
    var failing = BufferState<Int>(count: 5)
    _ = failing.received(1)
    XCTAssertEqual(describe(failing.stopped(with: Failure())), "fail")
    XCTAssertEqual(describe(failing.timerFired(0)), "nothing")
  }

  // MARK: - delay

  private func describe(_ action: DelayState<Int>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .startTimer(let interval)?: return "timer \(interval)"
    case .emit(let value, let next)?:
      return "emit \(value)" + (next.map { ", next from \($0.timeIntervalSince1970)" } ?? "")
    case .complete?: return "complete"
    case .fail?: return "fail"
    }
  }

  func testDelayDeliversInArrivalOrderWithOneTimerAtATime() {
    var state = DelayState<Int>(dueTime: .seconds(5))
    let start = Date(timeIntervalSince1970: 100)
    XCTAssertEqual(describe(state.received(.next(1), at: start)), "timer \(RxTimeInterval.seconds(5))")
    XCTAssertEqual(describe(state.received(.next(2), at: start + 2)), "nothing", "the running timer serves it later")
    XCTAssertEqual(describe(state.received(.completed, at: start + 3)), "nothing")
    XCTAssertEqual(describe(state.timerFired()), "emit 1, next from 102.0")
    XCTAssertEqual(describe(state.timerFired()), "emit 2, next from 103.0")
    XCTAssertEqual(describe(state.timerFired()), "complete")
    XCTAssertEqual(describe(state.received(.next(3), at: start + 9)), "nothing")
  }

  func testDelayForwardsAnErrorAtOnceAndDropsWhatWaits() {
    var state = DelayState<Int>(dueTime: .seconds(5))
    _ = state.received(.next(1), at: Date(timeIntervalSince1970: 0))
    XCTAssertEqual(describe(state.received(.error(Failure()), at: Date(timeIntervalSince1970: 1))), "fail")
    XCTAssertEqual(describe(state.timerFired()), "nothing")
  }
}

/// `window`'s state machine, with plain numbers standing in for the windows it opens.
final class WindowStateTests: RxTestCase {
  private func describe(_ action: WindowState<String, Int>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .emit(let element, let window)?: return "\(element) into \(window)"
    case .emitAndRotate(let element, let window, let next, let id)?:
      return "\(element) into \(window), open \(next), timer \(id)"
    case .rotate(let closing, let next, let id)?: return "close \(closing), open \(next), timer \(id)"
    case .stop(let error, let window)?: return (error == nil ? "complete " : "fail ") + "\(window)"
    }
  }

  func testAFullWindowClosesAndOnlyTheCurrentTimerRotates() {
    var opened = 0
    func open() -> Int {
      opened += 1
      return opened
    }
    var state = WindowState<String, Int>(count: 2, first: 0)
    XCTAssertEqual(describe(state.received("a", makeWindow: open)), "a into 0")
    XCTAssertEqual(describe(state.received("b", makeWindow: open)), "b into 0, open 1, timer 1")
    XCTAssertEqual(describe(state.timerFired(0, makeWindow: open)), "nothing", "a replaced timer")
    XCTAssertEqual(describe(state.timerFired(1, makeWindow: open)), "close 1, open 2, timer 2")
    XCTAssertEqual(describe(state.stopped(with: nil)), "complete 2")
    XCTAssertEqual(describe(state.received("c", makeWindow: open)), "nothing")
    XCTAssertEqual(opened, 2, "no window is opened after the stop")
  }
}

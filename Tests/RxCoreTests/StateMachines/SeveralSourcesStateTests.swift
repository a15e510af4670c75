import RxTesting
import XCTest

@testable import RxCore

/// The pure state machines of the operators with several sources or a timer, other than the time operators'
/// (`TimeOperatorStateTests`), tested transition by transition (the operators' own tests check the same rules end
/// to end on virtual time).
final class SeveralSourcesStateTests: RxTestCase {
  private struct Failure: Error {}

  // MARK: - withLatestFrom

  private func describe(_ action: WithLatestFromState<Int, String>.Action?) -> String {
    switch action {
    case nil: return "nothing"
    case .combine(let first, let second)?: return "combine \(first) with \(second)"
    case .complete?: return "complete"
    case .fail?: return "fail"
    }
  }

  private func describe(_ phase: WithLatestFromState<Int, String>.Phase) -> String {
    switch phase {
    case .waiting: return "waiting"
    case .running(let latest): return "latest \(latest)"
    case .stopped: return "stopped"
    }
  }

  func testWithLatestFromDropsTheFirstSequenceUntilTheSecondEmits() {
    var state = WithLatestFromState<Int, String>()
    XCTAssertEqual(describe(state.phase), "waiting")
    XCTAssertEqual(describe(state.firstEmitted(1)), "nothing", "no latest element yet")
    XCTAssertNil(state.secondEmitted("a"), "nothing was replaced")
    XCTAssertEqual(describe(state.phase), "latest a")
    XCTAssertEqual(describe(state.firstEmitted(2)), "combine 2 with a")
    XCTAssertEqual(describe(state.firstEmitted(3)), "combine 3 with a", "the latest element is kept")
    XCTAssertEqual(state.secondEmitted("b"), "a", "the replaced element is let go")
    XCTAssertEqual(describe(state.firstEmitted(4)), "combine 4 with b")
  }

  func testWithLatestFromStopsOnceAndLetsGoOfTheLatest() {
    var state = WithLatestFromState<Int, String>()
    _ = state.secondEmitted("a")
    let completion = state.stopped(with: nil)
    XCTAssertEqual(describe(completion.action), "complete")
    XCTAssertEqual(completion.released, "a")
    XCTAssertEqual(describe(state.phase), "stopped")
    let failure = state.stopped(with: Failure())
    XCTAssertEqual(describe(failure.action), "nothing", "the result stops once")
    XCTAssertNil(failure.released)
    XCTAssertEqual(describe(state.firstEmitted(1)), "nothing")
    XCTAssertEqual(state.secondEmitted("b"), "b", "a stopped state keeps nothing")
    XCTAssertEqual(describe(state.phase), "stopped")
  }

  func testWithLatestFromFailsBeforeTheSecondEmits() {
    var state = WithLatestFromState<Int, String>()
    let failure = state.stopped(with: Failure())
    XCTAssertEqual(describe(failure.action), "fail")
    XCTAssertNil(failure.released)
    XCTAssertEqual(describe(state.phase), "stopped")
  }

  func testWithLatestFromResultSelectorFailureAlwaysFails() {
    var state = WithLatestFromState<Int, String>()
    _ = state.secondEmitted("a")
    let failure = state.resultSelectorFailed(Failure())
    XCTAssertEqual(describe(failure.action), "fail")
    XCTAssertEqual(failure.released, "a")
    XCTAssertEqual(describe(state.phase), "stopped")
    XCTAssertEqual(describe(state.stopped(with: nil).action), "nothing")
    XCTAssertEqual(
      describe(state.resultSelectorFailed(Failure()).action), "fail",
      "the selector ran before any stop queued behind it, so its error is sent even after a stop was decided")
  }

  // MARK: - take(until:) with a sequence, take(for:), retry(when:)

  private func describe(_ event: Event<Int>?) -> String {
    switch event {
    case nil: return "nothing"
    case .next(let value)?: return "forward \(value)"
    case .error?: return "fail"
    case .completed?: return "complete"
    }
  }

  func testForwardingForwardsElementsUntilTheFirstStopEvent() {
    var state = ForwardingState<Int>()
    guard case .forwarding = state.phase else { return XCTFail("a new state forwards: \(state.phase)") }
    XCTAssertEqual(describe(state.received(.next(1))), "forward 1")
    XCTAssertEqual(describe(state.received(.next(2))), "forward 2")
    guard case .forwarding = state.phase else { return XCTFail("elements do not stop: \(state.phase)") }
    XCTAssertEqual(describe(state.received(.completed)), "complete")
    guard case .stopped = state.phase else { return XCTFail("completion stops: \(state.phase)") }
    XCTAssertEqual(describe(state.received(.next(3))), "nothing")
    XCTAssertEqual(describe(state.received(.error(Failure()))), "nothing", "the result stops once")
    XCTAssertEqual(describe(state.received(.completed)), "nothing")
  }

  func testForwardingStopsAtAnError() {
    var state = ForwardingState<Int>()
    XCTAssertEqual(describe(state.received(.error(Failure()))), "fail")
    guard case .stopped = state.phase else { return XCTFail("an error stops: \(state.phase)") }
    XCTAssertEqual(describe(state.received(.completed)), "nothing")
    XCTAssertEqual(describe(state.received(.next(1))), "nothing")
  }

  // MARK: - amb

  private func describe(_ phase: AmbState<Int>.Phase) -> String {
    switch phase {
    case .racing: return "racing"
    case .won(by: .left): return "left won"
    case .won(by: .right): return "right won"
    case .stopped: return "stopped"
    }
  }

  func testAmbTheFirstEventDecidesTheRaceOnce() {
    var state = AmbState<Int>()
    XCTAssertEqual(describe(state.phase), "racing")
    XCTAssertEqual(state.arrived(from: .right), .left, "the right sequence wins; the left one loses")
    XCTAssertEqual(describe(state.phase), "right won")
    XCTAssertNil(state.arrived(from: .left), "the race is decided once")
    XCTAssertNil(state.arrived(from: .right))
    XCTAssertEqual(describe(state.phase), "right won")
  }

  func testAmbForwardsTheWinnerUntilItStops() {
    var state = AmbState<Int>()
    _ = state.arrived(from: .left)
    XCTAssertEqual(describe(state.received(.next(1), from: .left)), "forward 1")
    XCTAssertEqual(describe(state.received(.next(9), from: .right)), "nothing", "the loser is ignored")
    XCTAssertEqual(describe(state.received(.completed, from: .right)), "nothing", "the loser does not stop it")
    XCTAssertEqual(describe(state.phase), "left won")
    XCTAssertEqual(describe(state.received(.error(Failure()), from: .left)), "fail")
    XCTAssertEqual(describe(state.phase), "stopped")
    XCTAssertEqual(describe(state.received(.next(2), from: .left)), "nothing")
    XCTAssertEqual(describe(state.received(.completed, from: .left)), "nothing", "the result stops once")
    XCTAssertNil(state.arrived(from: .right), "a stopped race has no loser to dispose")
  }

  func testAmbForwardsNothingBeforeTheRaceIsDecided() {
    var state = AmbState<Int>()
    XCTAssertEqual(describe(state.received(.next(1), from: .left)), "nothing")
    XCTAssertEqual(describe(state.phase), "racing")
    _ = state.arrived(from: .left)
    XCTAssertEqual(describe(state.received(.completed, from: .left)), "complete", "a stop event can win the race")
    XCTAssertEqual(describe(state.phase), "stopped")
  }
}

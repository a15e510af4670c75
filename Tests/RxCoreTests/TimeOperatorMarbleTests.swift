import RxCore
import RxTesting
import XCTest

/// The time operators drawn as marble diagrams: one column is 10 ticks (10 seconds of virtual time), `^` is time 0,
/// and the result is recorded from time 0. The event-list tests beside each operator pin the exact times.
final class TimeOperatorMarbleTests: RxTestCase {
  private let values: [Character: String] = ["a": "a", "b": "b", "c": "c", "x": "x"]
  private let scheduler = TestScheduler(initialClock: 0, resolution: 1)

  private func run(
    _ source: String, _ operation: @escaping (Observable<String>) -> Observable<String>
  ) throws -> [Recorded<Event<String>>] {
    let xs = try scheduler.createHotObservable(source, values: values, ticksPerSymbol: 10)
    return scheduler.start(created: 0, subscribed: 0, disposed: 1000) { operation(xs.asObservable()) }.events
  }

  func testDebounceEmitsAnElementOnlyAfterAQuietDueTime() throws {
    let events = try run("^a-b----c--|") { $0.debounce(.seconds(20), scheduler: self.scheduler) }
    XCTAssertMarbles(events, "-----b----c|", values: values, ticksPerSymbol: 10)
  }

  func testThrottleEmitsTheFirstAtOnceAndTheLatestAtTheEndOfTheWindow() throws {
    let events = try run("^a-b----c--|") { $0.throttle(.seconds(30), latest: true, scheduler: self.scheduler) }
    XCTAssertMarbles(events, "-a--b---c--|", values: values, ticksPerSymbol: 10)
  }

  func testTimeoutSwitchesToTheOtherSequenceAfterAQuietDueTime() throws {
    let other = try scheduler.createColdObservable("-x|", values: values, ticksPerSymbol: 10)
    let events = try run("^a-b----c--|") {
      $0.timeout(.seconds(30), other: other.asObservable(), scheduler: self.scheduler)
    }
    XCTAssertMarbles(events, "-a-b---x|", values: values, ticksPerSymbol: 10)
  }

  func testSampleTakesTheLatestElementAtEachTick() throws {
    let sampler = try scheduler.createHotObservable("^-x---x---x-|", values: values, ticksPerSymbol: 10)
    let events = try run("^a-b-----c-|") { $0.sample(sampler.asObservable()) }
    XCTAssertMarbles(events, "--a---b---c-|", values: values, ticksPerSymbol: 10)
  }

  func testDelayShiftsEveryEventIncludingTheCompletion() throws {
    let events = try run("^a-b----c--|") { $0.delay(.seconds(20), scheduler: self.scheduler) }
    XCTAssertMarbles(events, "---a-b----c--|", values: values, ticksPerSymbol: 10)
  }

  func testBufferEmitsWhenFullOrWhenTheTimeSpanEnds() throws {
    let xs = try scheduler.createHotObservable("^a-b----c--|", values: values, ticksPerSymbol: 10)
    let result = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
      xs.buffer(timeSpan: .seconds(30), count: 2, scheduler: self.scheduler)
    }
    let arrays: [Character: [String]] = ["p": ["a", "b"], "q": [], "r": ["c"]]
    XCTAssertMarbles(result.events, "---p--q--r-(q|)", values: arrays, ticksPerSymbol: 10)
  }
}

import RxCore
import RxTesting
import XCTest

/// `debug` on `Infallible` and on the primitive sequences prints what `Observable.debug` prints.
final class InfallibleDebugTests: RxTestCase {
  func testInfalliblePrintsItsEventsAndPassesThemOn() throws {
    var received: [Int] = []
    let lines = try StandardOutputCapture.linesWithoutTimestamps {
      _ = Infallible.of(1, 2).debug("numbers").subscribe(onNext: { received.append($0) })
    }
    XCTAssertEqual(
      lines,
      [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
    XCTAssertEqual(received, [1, 2])
  }

  func testInfalliblePrintsDisposalByTheSubscriber() throws {
    let lines = try StandardOutputCapture.linesWithoutTimestamps {
      Infallible<Int>.never().debug("idle").subscribe().dispose()
    }
    XCTAssertEqual(lines, ["idle -> subscribed", "idle -> isDisposed"])
  }

  func testSinglePrintsItsElementAndCompletion() throws {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Int>>] = []
    let lines = try StandardOutputCapture.linesWithoutTimestamps {
      events = scheduler.start { Single.just(1).debug("single") }.events
    }
    XCTAssertEqual(events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(
      lines, ["single -> subscribed", "single -> Event next(1)", "single -> Event completed", "single -> isDisposed"])
  }
}

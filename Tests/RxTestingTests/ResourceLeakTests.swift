import Foundation
import Testing

@testable import RxTesting

/// Pure tests of the leak report and check, with a counter of their own (the global `Resources.total` is only
/// touched by the XCTest tests).
@Suite("Assertions: leak reports")
struct ResourceLeakTests {
  private final class Counter: @unchecked Sendable {
    var value = 0
  }

  @Test func growthIsReportedWithTheDifference() {
    let leak = ResourceLeak(before: 3, after: 5)
    #expect(leak.difference == 2)
    #expect(
      leak.description
        == "Resources.total was 3 before and 5 after (+2): 2 RxCore resources are still alive (observables, observers, "
        + "sinks or subject subscriptions). Dispose every subscription, or release its DisposeBag, before the check.")
    #expect(ResourceLeak(before: 0, after: 1).description.contains("(+1): 1 RxCore resource is still alive"))
  }

  @Test func shrinkingIsReportedToo() {
    let leak = ResourceLeak(before: 4, after: 3)
    #expect(leak.difference == -1)
    #expect(
      leak.description
        == "Resources.total was 4 before and 3 after (-1): 1 more RxCore resource was released than created; "
        + "something that existed before the check was released during it.")
  }

  @Test func checkComparesWithTheTotalAtCreation() {
    let counter = Counter()
    counter.value = 7
    let check = ResourceLeakCheck(counting: { counter.value })
    #expect(check.totalBefore == 7)
    #expect(check.leak() == nil)
    counter.value = 9
    #expect(check.leak() == ResourceLeak(before: 7, after: 9))
    counter.value = 7
    #expect(check.leak() == nil)
  }

  @Test func aReleaseFinishingOnAnotherThreadIsWaitedFor() {
    let total = NSLock()
    nonisolated(unsafe) var value = 1
    let check = ResourceLeakCheck(counting: { total.withLock { value } })
    total.withLock { value = 3 }
    let releaser = Thread {
      Thread.sleep(forTimeInterval: 0.02)
      total.withLock { value = 1 }
    }
    releaser.start()
    #expect(check.leak(waitingUpTo: .seconds(60)) == nil)
  }

  @Test func aTotalThatStaysAboveIsReportedAfterTheGrace() {
    let counter = Counter()
    let check = ResourceLeakCheck(counting: { counter.value })
    counter.value = 2
    #expect(check.leak(waitingUpTo: .milliseconds(20)) == ResourceLeak(before: 0, after: 2))
  }

  @Test func aTotalBelowIsReportedWithoutWaiting() {
    let counter = Counter()
    counter.value = 5
    var reads = 0
    let check = ResourceLeakCheck(counting: {
      reads += 1
      return counter.value
    })
    counter.value = 4
    #expect(check.leak(waitingUpTo: .seconds(60)) == ResourceLeak(before: 5, after: 4))
    #expect(reads == 2, "one read at creation, one at the check: nothing was waited for")
  }

  @Test func expectNoLeaksPassesWhenTheTotalIsUnchanged() {
    let counter = Counter()
    var ran = false
    expectNoLeaks(counting: { counter.value }) {
      counter.value += 2
      ran = true
      counter.value -= 2
    }
    #expect(ran)
  }

  @Test func expectNoLeaksRecordsAnIssueWithTheDifference() {
    // The recording step is captured instead of recorded: a deliberate "leak" of this test's own counter would
    // otherwise be printed in `swift test`'s output like a real one.
    let counter = Counter()
    var recorded: [ResourceLeak] = []
    expectNoLeaks(counting: { counter.value }, { counter.value += 1 }, recording: { recorded.append($0) })
    #expect(recorded.count == 1)
    #expect(recorded.first?.description.hasPrefix("Resources.total was 0 before and 1 after (+1)") == true)
    var none: [ResourceLeak] = []
    expectNoLeaks(counting: { counter.value }, {}, recording: { none.append($0) })
    #expect(none.isEmpty)
  }

  @Test func expectNoLeaksRethrowsWithoutChecking() {
    struct Failure: Error {}
    let counter = Counter()
    #expect(throws: Failure.self) {
      try expectNoLeaks(counting: { counter.value }) {
        counter.value += 1
        throw Failure()
      }
    }
  }
}

import RxCore
import RxTesting
import XCTest

/// `concat` opens a nested concat of the same kind of sequence on its own stack instead of subscribing it, as
/// RxSwift's `TailRecursiveSink`; `maxTailRecursiveSinkStackSize` tells how deep that stack got. The expected sizes
/// are RxSwift 6.10.2's (its `testConcat_TailRecursionCollection` and `...Sequence`), checked by running it beside
/// the project.
final class ConcatTailRecursionParityTests: RxTestCase {
  /// `[make(start), [make(start + 1), [...].concat()].concat()].concat()`, over a collection.
  private func recursiveCollection(from start: Int, _ make: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
    Observable.concat([0, 1].lazy.map { $0 == 0 ? make(start) : self.recursiveCollection(from: start + 1, make) })
  }

  /// The same over a sequence whose count is not known.
  private func recursiveSequence(from start: Int, _ make: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
    Observable.concat(
      AnySequence([0, 1].lazy.map { $0 == 0 ? make(start) : self.recursiveSequence(from: start + 1, make) }))
  }

  func testARecursiveConcatOfCollectionsKeepsOneSequenceOnTheStack() throws {
    maxTailRecursiveSinkStackSize = 0
    let elements = try recursiveCollection(from: 0) { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
      .take(100).toBlocking().toArray()
    XCTAssertEqual(elements, Array(0..<100))
    XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
  }

  func testARecursiveConcatOfSequencesKeepsEachOpenSequence() throws {
    maxTailRecursiveSinkStackSize = 0
    let elements = try recursiveSequence(from: 0) { Observable.just($0, scheduler: CurrentThreadScheduler.instance) }
      .take(100).toBlocking().toArray()
    XCTAssertEqual(elements, Array(0..<100))
    XCTAssertGreaterThan(maxTailRecursiveSinkStackSize, 10)
  }

  func testAThousandNestedConcatsRunInOneSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 7), .completed(20)])
    var nested = Observable<Int>.concat([xs.asObservable()])
    for _ in 0..<1_000 { nested = Observable.concat([Observable.empty(), nested]) }
    maxTailRecursiveSinkStackSize = 0
    let result = scheduler.start { nested }
    XCTAssertEqual(result.events, [.next(210, 7), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(maxTailRecursiveSinkStackSize, 1, "each nested array is done with by the time the next opens")
  }

  /// `[just(start), [just(start + 1), [..., just(end - 1)].concat()].concat()].concat()`.
  private func recursiveRange(from start: Int, to end: Int) -> Observable<Int> {
    Observable.concat(
      [0, 1].lazy.map {
        $0 == 0 ? Observable.just(start) : start + 1 < end ? self.recursiveRange(from: start + 1, to: end) : .empty()
      })
  }

  func testADeepRecursiveConcatDoesNotGrowTheCallStack() {
    var count = 0
    var completed = false
    maxTailRecursiveSinkStackSize = 0
    _ = recursiveRange(from: 0, to: 20_000).subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
    XCTAssertEqual(count, 20_000)
    XCTAssertTrue(completed)
    XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
  }

  func testConcatsOfOtherKindsAreSubscribedAsSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    maxTailRecursiveSinkStackSize = 0
    let result = scheduler.start {
      Observable.concat([Observable.concat(AnySequence([xs.asObservable()])), ys.asObservable()])
    }
    XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(maxTailRecursiveSinkStackSize, 0, "a concat over another kind of sequence is not opened")
  }
}

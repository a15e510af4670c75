import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `amb` with its competitors on separate threads, all sending at once: exactly one competitor's events pass, all
/// of them and in order, then its completion, one event at a time; the losers are unsubscribed.
final class AmbStressTests: RxTestCase {
  func testTwoCompetitorsOnTwoThreads() {
    assertOneWinner(competitors: 2, build: { $0[0].amb($0[1]) })
  }

  func testCollectionFormWithThreeCompetitors() {
    assertOneWinner(competitors: 3, build: { Observable.amb($0.map { $0.asObservable() }) })
  }

  /// Races `competitors` subjects, each on its own thread, through the `amb` that `build` makes of them. Competitor
  /// `index` sends `index * count ..< (index + 1) * count`, then completes.
  private func assertOneWinner(
    competitors: Int, build: ([PublishSubject<Int>]) -> Observable<Int>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let count = 2_000
    for round in 0..<3 {
      let subjects = (0..<competitors).map { _ in PublishSubject<Int>() }
      let observer = GrammarCheckingObserver<Int>()
      let subscription = build(subjects).subscribe(observer)
      runWithWatchdog("amb of \(competitors) round \(round)", file: file, line: line) {
        DispatchQueue.concurrentPerform(iterations: competitors) { index in
          for value in index * count..<(index + 1) * count { subjects[index].onNext(value) }
          subjects[index].onCompleted()
        }
      }
      subscription.dispose()
      observer.assertContract("amb", file: file, line: line)
      let elements = observer.elements
      let winner = (elements.first ?? 0) / count
      XCTAssertEqual(
        elements, Array(winner * count..<(winner + 1) * count),
        "round \(round): not exactly the winner's elements, in order", file: file, line: line)
      XCTAssertTrue(
        observer.stop?.isCompleted ?? false, "round \(round): the winner's completion is lost",
        file: file, line: line)
      XCTAssertFalse(
        subjects.contains { $0.hasObservers }, "round \(round): a subscription outlived the race",
        file: file, line: line)
    }
  }
}

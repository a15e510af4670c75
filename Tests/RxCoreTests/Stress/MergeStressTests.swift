import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `merge` and `flatMap` fed from several threads at once: every element exactly once, each source's order kept,
/// one completion after the last source, never two deliveries at once.
final class MergeStressTests: RxTestCase {
  private let perSource = 4_000

  func testMergeOfSubjectsFedFromThreeThreads() {
    let subjects = (0..<3).map { _ in PublishSubject<Int>() }
    let observer = GrammarCheckingObserver<Int>()
    let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(observer)
    let perSource = self.perSource
    runWithWatchdog("merge of three subjects") {
      DispatchQueue.concurrentPerform(iterations: 3) { source in
        for index in 0..<perSource { subjects[source].onNext(source * 1_000_000 + index) }
        subjects[source].onCompleted()
      }
    }
    subscription.dispose()
    observer.assertContract("merge")
    XCTAssertEqual(observer.elements.count, 3 * perSource, "merge lost or duplicated events")
    XCTAssertEqual(Set(observer.elements).count, 3 * perSource)
    XCTAssertTrue(isOrderedPerSender(observer.elements), "merge reordered a source's events")
    XCTAssertTrue(observer.stop?.isCompleted ?? false, "merge did not complete after its last source")
  }

  func testMergeSubscribedAndDisposedWhileSourcesSend() {
    let subjects = (0..<2).map { _ in PublishSubject<Int>() }
    let merged = Observable.merge(subjects.map { $0.asObservable() })
    let broken = AtomicInt(0)
    runWithWatchdog("merge churn") {
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        if thread < 2 {
          for index in 0..<3_000 { subjects[thread].onNext(thread * 1_000_000 + index) }
          return
        }
        for _ in 0..<300 {
          let observer = GrammarCheckingObserver<Int>()
          let subscription = merged.subscribe(observer)
          subscription.dispose()
          if observer.overlaps != 0 || observer.violations != 0 || !isOrderedPerSender(observer.elements) {
            broken.add(1, ordering: .relaxed)
          }
        }
      }
    }
    XCTAssertEqual(broken.load(ordering: .relaxed), 0, "a merge subscriber saw a broken sequence")
  }

  func testFlatMapWithInnerSequencesSubscribedOnSeveralThreads() {
    let outer = PublishSubject<Int>()
    let observer = GrammarCheckingObserver<Int>()
    let subscription = outer.flatMap { first in Observable.from(Array(first..<(first + 100))) }.subscribe(observer)
    runWithWatchdog("flatMap with synchronous inner sequences") {
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        for round in 0..<40 { outer.onNext(thread * 1_000_000 + round * 100) }
      }
      outer.onCompleted()
    }
    subscription.dispose()
    observer.assertContract("flatMap")
    XCTAssertEqual(observer.elements.count, 3 * 40 * 100, "flatMap lost or duplicated events")
    XCTAssertEqual(Set(observer.elements).count, 3 * 40 * 100)
    XCTAssertTrue(isOrderedPerSender(observer.elements), "flatMap reordered a thread's events")
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testFlatMapWithInnerSubjectsFedFromOtherThreads() {
    let inners = (0..<3).map { _ in PublishSubject<Int>() }
    let outer = PublishSubject<Int>()
    let observer = GrammarCheckingObserver<Int>()
    let subscription = outer.flatMap { index in inners[index] }.subscribe(observer)
    for index in 0..<3 { outer.onNext(index) }
    outer.onCompleted()
    runWithWatchdog("flatMap with inner subjects") {
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        for value in 0..<3_000 { inners[thread].onNext(thread * 1_000_000 + value) }
        inners[thread].onCompleted()
      }
    }
    subscription.dispose()
    observer.assertContract("flatMap of subjects")
    XCTAssertEqual(observer.elements.count, 9_000)
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testAnErrorFromOneThreadStopsEverythingOnce() {
    for _ in 0..<50 {
      let subjects = (0..<3).map { _ in PublishSubject<Int>() }
      let observer = GrammarCheckingObserver<Int>()
      let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(observer)
      runWithWatchdog("merge error race") {
        DispatchQueue.concurrentPerform(iterations: 3) { source in
          for index in 0..<200 { subjects[source].onNext(index) }
          subjects[source].onError(TestError(id: source))
        }
      }
      subscription.dispose()
      observer.assertContract("merge error")
      XCTAssertNotNil(observer.stop?.error)
    }
  }
}

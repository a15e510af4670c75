import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// Subjects under several senders while other threads subscribe and dispose: nothing lost or duplicated, each
/// sender's order kept, the grammar never broken, no two deliveries at once.
final class SubjectStressTests: RxTestCase {
  private let senders = 2
  private let perSender = 4_000
  private let churners = 2
  private let churnRounds = 300

  private func stress(_ subject: SubjectBase<Int>, name: String, initial: [Int] = []) {
    let permanent = GrammarCheckingObserver<Int>()
    let subscription = subject.subscribe(permanent)
    let brokenChurners = AtomicInt(0)
    let senders = self.senders
    let perSender = self.perSender
    let churnRounds = self.churnRounds
    let churners = self.churners
    runWithWatchdog("\(name): concurrent senders and subscribers") {
      DispatchQueue.concurrentPerform(iterations: senders + churners) { thread in
        if thread < senders {
          for index in 0..<perSender { subject.onNext(thread * 1_000_000 + index) }
          return
        }
        for _ in 0..<churnRounds {
          let observer = GrammarCheckingObserver<Int>()
          let churned = subject.subscribe(observer)
          churned.dispose()
          if observer.overlaps != 0 || observer.violations != 0 || !isOrderedPerSender(observer.elements) {
            brokenChurners.add(1, ordering: .relaxed)
          }
        }
      }
      subject.onCompleted()
    }
    subscription.dispose()
    permanent.assertContract(name)
    XCTAssertEqual(brokenChurners.load(ordering: .relaxed), 0, "\(name): a churning subscriber saw a broken sequence")
    let values = permanent.elements
    XCTAssertEqual(Array(values.prefix(initial.count)), initial, "\(name): the initial value was not replayed first")
    XCTAssertEqual(values.count, initial.count + senders * perSender, "\(name): events lost or duplicated")
    XCTAssertEqual(Set(values).count, initial.count + senders * perSender, "\(name): duplicated events")
    XCTAssertTrue(isOrderedPerSender(values), "\(name): a sender's events were reordered")
    XCTAssertTrue(permanent.stop?.isCompleted ?? false, "\(name): no completion")
  }

  func testPublishSubject() {
    stress(PublishSubject<Int>(), name: "PublishSubject")
  }

  func testBehaviorSubject() {
    stress(BehaviorSubject<Int>(value: -1), name: "BehaviorSubject", initial: [-1])
  }

  func testReplaySubject() {
    stress(ReplaySubject<Int>.create(bufferSize: 3), name: "ReplaySubject")
  }
}

/// Whether `values` (encoded `sender * 1_000_000 + index`) holds no duplicate and keeps each sender's order.
func isOrderedPerSender(_ values: [Int]) -> Bool {
  var last: [Int: Int] = [:]
  for value in values {
    let sender = value / 1_000_000
    if let previous = last[sender], previous >= value { return false }
    last[sender] = value
  }
  return true
}

import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// What `dispose()` promises across threads, as the contract states it: an event sent after `dispose()` has
/// returned never reaches the observer; an event another thread had already sent may still arrive after
/// `dispose()` returns, at most one per thread that was delivering to the subscription. A scenario runs 200 (or
/// 100) times: two threads send numbers while the test thread disposes as soon as the first deliveries arrive.
final class DisposeContractStressTests: RxTestCase {
  func testASubjectSubscription() {
    stress("subscribe(onNext:)", runs: 200) { $0 }
  }

  func testAChainOfOperators() {
    stress("map and filter", runs: 100) { $0.map { $0 }.filter { _ in true } }
  }

  func testObserveOnASerialQueue() {
    let queue = SerialDispatchQueueScheduler(qos: .default)
    // The senders pause now and then, so the queue that delivers gets the processor too.
    stress("observe(on:)", runs: 100, eventsPerSender: 1_000, yieldEvery: 64) { $0.observe(on: queue) }
    XCTAssertTrue(waitUntilIdle(queue))
  }

  /// A value sent by thread `sender`, marked when the sender had seen `dispose()` return before sending it.
  private static func encode(_ index: Int, sender: Int, afterDispose: Bool) -> Int {
    index << 2 | sender << 1 | (afterDispose ? 1 : 0)
  }

  private func stress(
    _ name: String, runs: Int, eventsPerSender: Int = 20_000, yieldEvery: Int = 0,
    _ pipeline: (Observable<Int>) -> Observable<Int>
  ) {
    var runsWithLateDeliveries = 0
    for run in 0..<runs {
      let subject = PublishSubject<Int>()
      let disposeReturned = AtomicFlag()
      let delivered = AtomicInt(0)
      let sentAfterDisposeDelivered = AtomicInt(0)
      let lateByThread = SharedBox<[Int: Int]>([:])
      let subscription = pipeline(subject.asObservable()).subscribe(onNext: { value in
        delivered.add(1, ordering: .relaxed)
        if disposeReturned.isRaised {
          let thread = Int(bitPattern: UInt(pthread_self()))
          lateByThread.update { $0[thread, default: 0] += 1 }
        }
        if value & 1 == 1 { sentAfterDisposeDelivered.add(1, ordering: .relaxed) }
      })
      let sendersDone = DispatchGroup()
      for sender in 0..<2 {
        DispatchQueue.global().async(group: sendersDone) {
          var index = 0
          var sentAfter = 0
          while sentAfter < 20 && index < eventsPerSender {
            let afterDispose = disposeReturned.isRaised
            subject.onNext(Self.encode(index, sender: sender, afterDispose: afterDispose))
            if afterDispose { sentAfter += 1 }
            index += 1
            if yieldEvery > 0 && index % yieldEvery == 0 { sched_yield() }
          }
        }
      }
      XCTAssertTrue(waitUntil(seconds: 10) { delivered.load(ordering: .relaxed) >= 20 }, "\(name) run \(run)")
      subscription.dispose()
      disposeReturned.raise()
      XCTAssertEqual(sendersDone.wait(timeout: .now() + 20), .success, "\(name) run \(run): senders stuck")
      let late = lateByThread.value
      if !late.isEmpty { runsWithLateDeliveries += 1 }
      XCTAssertEqual(
        sentAfterDisposeDelivered.load(ordering: .relaxed), 0,
        "\(name) run \(run): an event sent after dispose() returned was delivered")
      XCTAssertLessThanOrEqual(
        late.values.max() ?? 0, 1, "\(name) run \(run): more than one event per thread arrived after dispose()")
      XCTAssertLessThanOrEqual(late.count, 2, "\(name) run \(run): late events from more threads than were sending")
    }
    lateDeliveryRuns[name] = runsWithLateDeliveries
  }

  /// How many runs of each scenario saw an event arrive after `dispose()` returned (allowed by the contract);
  /// printed when `RXCORE_PRINT_DISPOSE_FIGURES` is set.
  private var lateDeliveryRuns: [String: Int] = [:] {
    didSet {
      if ProcessInfo.processInfo.environment["RXCORE_PRINT_DISPOSE_FIGURES"] != nil {
        print("dispose contract: \(lateDeliveryRuns)")
      }
    }
  }
}

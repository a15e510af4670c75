import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// `ControlEvent` and `ControlProperty` subscribe on the main thread (`ConcurrentMainScheduler.instance`), as in
/// RxCocoa. Tests that start work on a background thread spin the main run loop, at most 10 s, until it is done.
final class ControlTraitTests: RxTestCase {
  private func runMainLoop(until isDone: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 10)
    while !isDone() {
      if Date() > deadline { return false }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return true
  }

  /// An observable that records on which thread each subscription and disposal happened.
  private func recordingThreads(_ threads: TraitTestBox<[String]>) -> Observable<Int> {
    Observable.create { observer in
      threads.update { $0.append(Thread.isMainThread ? "subscribed on main" : "subscribed elsewhere") }
      observer.onNext(1)
      return Disposables.create {
        threads.update { $0.append(Thread.isMainThread ? "disposed on main" : "disposed elsewhere") }
      }
    }
  }

  func testControlEventSubscribedOnTheMainThreadSubscribesAtOnce() {
    let threads = TraitTestBox<[String]>([])
    var values: [Int] = []
    let subscription = ControlEvent(events: recordingThreads(threads)).subscribe(onNext: { values.append($0) })
    XCTAssertEqual(values, [1])
    subscription.dispose()
    XCTAssertEqual(threads.value, ["subscribed on main", "disposed on main"])
  }

  func testControlEventSubscribedFromABackgroundThreadSubscribesOnTheMainThread() {
    let threads = TraitTestBox<[String]>([])
    let values = TraitTestBox<[Int]>([])
    let event = ControlEvent(events: recordingThreads(threads))
    let subscription = SingleAssignmentDisposable()
    let returned = TraitTestBox(false)
    DispatchQueue.global().async {
      subscription.setDisposable(event.subscribe(onNext: { value in values.update { $0.append(value) } }))
      returned.update { $0 = true }
    }
    XCTAssertTrue(runMainLoop { values.value == [1] && returned.value }, "no element within 10 s")
    subscription.dispose()
    XCTAssertEqual(threads.value, ["subscribed on main", "disposed on main"])
  }

  func testControlPropertySubscribesOnTheMainThreadAndForwardsCompletion() {
    let threads = TraitTestBox<[String]>([])
    let sink = ReplaySubject<Int>.createUnbounded()
    let property = ControlProperty(values: recordingThreads(threads), valueSink: sink.asObserver())
    let values = TraitTestBox<[Int]>([])
    let subscription = SingleAssignmentDisposable()
    let returned = TraitTestBox(false)
    DispatchQueue.global().async {
      subscription.setDisposable(property.subscribe(onNext: { value in values.update { $0.append(value) } }))
      returned.update { $0 = true }
    }
    XCTAssertTrue(runMainLoop { values.value == [1] && returned.value }, "no element within 10 s")
    subscription.dispose()
    XCTAssertEqual(threads.value, ["subscribed on main", "disposed on main"])
    var received: [Event<Int>] = []
    let recorded = sink.subscribe { received.append($0) }
    let issues = RuntimeIssueRecorder.issues {
      property.onNext(5)
      property.onError(TestError(id: 4))
      property.onCompleted()
    }
    recorded.dispose()
    XCTAssertEqual(received, [.next(5), .completed])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }

  func testOrEmptyWorksOnAnyControlPropertyType() {
    let text = BehaviorRelay<String?>(value: nil)
    let property = ControlProperty(values: text.asObservable(), valueSink: Binder(text) { $0.accept($1) })
    func empty<Property: ControlPropertyType>(_ property: Property) -> ControlProperty<String>
    where Property.Element == String? {
      property.orEmpty
    }
    var seen: [String] = []
    let subscription = empty(property).subscribe(onNext: { seen.append($0) })
    empty(property).onNext("새싹")
    subscription.dispose()
    XCTAssertEqual(seen, ["", "새싹"])
    XCTAssertEqual(text.value, "새싹")
  }

  func testControlEventAsDriverReportsAnErrorAndCompletes() {
    let taps = PublishSubject<Void>()
    var events: [String] = []
    let issues = RuntimeIssueRecorder.issues {
      let subscription = ControlEvent(events: taps).asDriver()
        .drive(onNext: { events.append("tap") }, onCompleted: { events.append("completed") })
      taps.onNext(())
      taps.onError(TestError(id: 1))
      subscription.dispose()
    }
    XCTAssertEqual(events, ["tap", "completed"])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }

  func testConcurrentMainSchedulerRunsAtOnceOnTheMainThreadEvenNested() {
    var log: [String] = []
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
      log.append("outer")
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        log.append("inner")
        return Disposables.create()
      }
      log.append("outer done")
      return Disposables.create()
    }
    XCTAssertEqual(log, ["outer", "inner", "outer done"])
  }

  func testConcurrentMainSchedulerQueuesBackgroundWorkOnTheMainThread() {
    let ranOnMain = TraitTestBox<[Bool]>([])
    DispatchQueue.global().async {
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        ranOnMain.update { $0.append(Thread.isMainThread) }
        return Disposables.create()
      }
    }
    XCTAssertTrue(runMainLoop { !ranOnMain.value.isEmpty }, "the work did not run within 10 s")
    XCTAssertEqual(ranOnMain.value, [true])
  }

  func testControlEventAsAnyControlEventTypeAndAsInfallible() {
    let taps = PublishSubject<Int>()
    func count<Event: ControlEventType>(_ event: Event) -> Infallible<Int> where Event.Element == Int {
      event.asControlEvent().asInfallible()
    }
    var seen: [Int] = []
    var completed = false
    let subscription = count(ControlEvent(events: taps)).subscribe(
      onNext: { seen.append($0) }, onCompleted: { completed = true })
    taps.onNext(1)
    taps.onError(TestError(id: 2))
    subscription.dispose()
    XCTAssertEqual(seen, [1])
    XCTAssertTrue(completed, "an error becomes the end of the infallible")
  }
}

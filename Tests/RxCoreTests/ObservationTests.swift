import Observation
import RxCore
import RxTesting
import XCTest

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
private final class CounterModel {
  var count = 0
  var title = ""
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension CounterModel: ReactiveCompatible {}

/// Observing an `@Observable` model's property, and binding into one.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservationTests: RxTestCase {
  func testEmitsTheCurrentValueThenEachChangeOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let model = CounterModel()
    model.count = 5
    let observer = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(100) {
      subscription = RxCore.Observable.observe(model, \.count, scheduler: scheduler).subscribe(observer)
    }
    scheduler.scheduleAt(200) { model.count = 6 }
    scheduler.scheduleAt(300) { model.count = 7 }
    scheduler.scheduleAt(400) { subscription?.dispose() }
    scheduler.scheduleAt(500) { model.count = 8 }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(100, 5), .next(201, 6), .next(301, 7)])
  }

  func testChangesBeforeTheScheduledReadAreCoalescedIntoTheLatestValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let model = CounterModel()
    let observer = scheduler.createObserver(Int.self)
    let subscription = model.rx.observe(\.count, scheduler: scheduler).subscribe(observer)
    scheduler.scheduleAt(200) {
      model.count = 1
      model.count = 2
      model.count = 3
    }
    scheduler.scheduleAt(300) { model.count = 4 }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(0, 0), .next(201, 3), .next(301, 4)])
    subscription.dispose()
  }

  func testOtherPropertiesDoNotEmit() {
    let scheduler = TestScheduler(initialClock: 0)
    let model = CounterModel()
    let observer = scheduler.createObserver(String.self)
    let subscription = model.rx.observe(\.title, scheduler: scheduler).subscribe(observer)
    scheduler.scheduleAt(200) { model.count = 1 }
    scheduler.scheduleAt(300) { model.title = "hello" }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(0, ""), .next(301, "hello")])
    subscription.dispose()
  }

  func testNothingIsReadAfterDisposalEvenWhenAReadWasPending() {
    let scheduler = TestScheduler(initialClock: 0)
    let model = CounterModel()
    let observer = scheduler.createObserver(Int.self)
    let subscription = model.rx.observe(\.count, scheduler: scheduler).subscribe(observer)
    scheduler.scheduleAt(200) {
      model.count = 1
      subscription.dispose()
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(0, 0)])
  }

  func testDefaultSchedulerDeliversOnTheMainQueueAfterTheChange() throws {
    XCTAssertTrue(Thread.isMainThread)
    let model = CounterModel()
    var values: [Int] = []
    let subscription = model.rx.observe(\.count).subscribe(onNext: { values.append($0) })
    model.count = 1
    XCTAssertEqual(values, [0], "the new value is read after the mutating code returns, on the main queue")
    try drainMainQueue()
    XCTAssertEqual(values, [0, 1])
    subscription.dispose()
  }

  func testMainSchedulerInstanceIsTreatedAsAsynchronousSoTheNewValueIsRead() throws {
    let model = CounterModel()
    var values: [Int] = []
    let subscription = RxCore.Observable.observe(model, \.count, scheduler: MainScheduler.instance)
      .subscribe(onNext: { values.append($0) })
    model.count = 2
    try drainMainQueue()
    XCTAssertEqual(values, [0, 2], "never the stale value 0 a second time")
    subscription.dispose()
  }

  func testBindingIntoAnObservablePropertyIsSeenByObservation() {
    XCTAssertTrue(Thread.isMainThread)
    let scheduler = TestScheduler(initialClock: 0)
    let model = CounterModel()
    let observer = scheduler.createObserver(Int.self)
    let observation = model.rx.observe(\.count, scheduler: scheduler).subscribe(observer)
    let binding = scheduler.createHotObservable([.next(210, 10), .next(220, 20)]).bind(to: model.rx.count)
    scheduler.start()
    XCTAssertEqual(model.count, 20)
    XCTAssertEqual(observer.events, [.next(0, 0), .next(211, 10), .next(221, 20)])
    binding.dispose()
    observation.dispose()
  }

  /// Runs the main queue up to a block queued now; work queued on it earlier (the pending reads) runs first.
  private func drainMainQueue() throws {
    let marker = RxCore.Observable.just(true).observe(on: MainScheduler.asyncInstance)
    XCTAssertEqual(try marker.toBlocking(timeout: 10).first(), true)
  }
}

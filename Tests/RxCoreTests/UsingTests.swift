import RxCore
import RxTesting
import XCTest

private enum UsingTestError: Error {
  case boom
}

/// A resource that records the virtual times at which it was made and disposed.
private final class RecordingResource: Disposable {
  private let scheduler: TestScheduler
  private(set) var ticks: [Int] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
    ticks.append(scheduler.clock)
  }

  func dispose() {
    ticks.append(scheduler.clock)
  }
}

final class UsingTests: RxTestCase {
  func testDisposesTheResourceWhenTheSequenceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [RecordingResource] = []
    var sources: [TestableObservable<Int>] = []
    var passedResourceIsTheMadeOne = false

    let res = scheduler.start {
      Observable<Int>.using(
        {
          let resource = RecordingResource(scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        observableFactory: { resource in
          passedResourceIsTheMadeOne = resources.last === resource
          let xs = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
          sources.append(xs)
          return xs.asObservable()
        })
    }

    XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
    XCTAssertTrue(passedResourceIsTheMadeOne)
    XCTAssertEqual(resources.map(\.ticks), [[200, 400]])
    XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)]])
  }

  func testDisposesTheResourceWhenTheSequenceFails() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [RecordingResource] = []
    var sources: [TestableObservable<Int>] = []

    let res = scheduler.start {
      Observable<Int>.using(
        {
          let resource = RecordingResource(scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        observableFactory: { _ in
          let xs = scheduler.createColdObservable([.next(100, 1), .error(200, UsingTestError.boom)])
          sources.append(xs)
          return xs.asObservable()
        })
    }

    XCTAssertEqual(res.events, [.next(300, 1), .error(400, UsingTestError.boom)])
    XCTAssertEqual(resources.map(\.ticks), [[200, 400]])
    XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 400)]])
  }

  func testDisposesTheResourceWhenTheSubscriptionIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [RecordingResource] = []
    var sources: [TestableObservable<Int>] = []

    let res = scheduler.start {
      Observable<Int>.using(
        {
          let resource = RecordingResource(scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        observableFactory: { _ in
          let xs = scheduler.createColdObservable([.next(100, 1), .next(1000, 2)])
          sources.append(xs)
          return xs.asObservable()
        })
    }

    XCTAssertEqual(res.events, [.next(300, 1)])
    XCTAssertEqual(resources.map(\.ticks), [[200, 1000]])
    XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 1000)]])
  }

  func testThrowingResourceFactorySendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    var observableFactoryCalls = 0

    let res = scheduler.start {
      Observable<Int>.using(
        { () throws -> RecordingResource in throw UsingTestError.boom },
        observableFactory: { _ in
          observableFactoryCalls += 1
          return Observable.never()
        })
    }

    XCTAssertEqual(res.events, [.error(200, UsingTestError.boom)])
    XCTAssertEqual(observableFactoryCalls, 0)
  }

  func testThrowingObservableFactoryStillDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [RecordingResource] = []

    let res = scheduler.start {
      Observable<Int>.using(
        {
          let resource = RecordingResource(scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        observableFactory: { _ in throw UsingTestError.boom })
    }

    XCTAssertEqual(res.events, [.error(200, UsingTestError.boom)])
    XCTAssertEqual(resources.map(\.ticks), [[200, 200]])
  }

  func testEverySubscriptionGetsItsOwnResource() {
    var made: [BooleanDisposable] = []
    let counted = Observable<Int>.using(
      { () -> BooleanDisposable in
        let resource = BooleanDisposable()
        made.append(resource)
        return resource
      },
      observableFactory: { _ in Observable.of(1, 2) })

    counted.subscribe().dispose()
    counted.subscribe().dispose()

    XCTAssertEqual(made.count, 2)
    XCTAssertEqual(Set(made.map(ObjectIdentifier.init)).count, 2)
    XCTAssertEqual(made.map(\.isDisposed), [true, true])
  }
}

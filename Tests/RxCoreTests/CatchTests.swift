import RxCore
import RxTesting
import XCTest

private enum CatchTestError: Error {
  case boom
  case other
}

final class CatchTests: RxTestCase {
  // MARK: catch(_:)

  func testContinuesWithTheHandlerSequenceAfterAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, CatchTestError.boom),
    ])
    let o2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
    var handledAt: [Int] = []
    var handledErrors: [String] = []

    let res = scheduler.start {
      o1.catch { error in
        handledAt.append(scheduler.clock)
        handledErrors.append("\(error)")
        return o2.asObservable()
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
    XCTAssertEqual(handledAt, [230])
    XCTAssertEqual(handledErrors, ["boom"])
  }

  func testCompletionPassesThroughWithoutTheHandler() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])
    var handlerCalls = 0

    let res = scheduler.start {
      o1.catch { _ in
        handlerCalls += 1
        return Observable.just(9)
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(handlerCalls, 0)
  }

  func testThrowingHandlerSendsItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, CatchTestError.boom)])

    let res = scheduler.start { o1.catch { _ in throw CatchTestError.other } }

    XCTAssertEqual(res.events, [.next(210, 2), .error(230, CatchTestError.other)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
  }

  func testErrorOfTheHandlerSequenceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, CatchTestError.boom)])
    let o2 = scheduler.createHotObservable([.next(240, 4), .error(250, CatchTestError.other)])

    let res = scheduler.start { o1.catch { _ in o2.asObservable() } }

    XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4), .error(250, CatchTestError.other)])
    XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
  }

  func testDisposalEndsTheHandlerSequenceSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, CatchTestError.boom)])
    let o2 = scheduler.createHotObservable([.next(240, 4), .next(260, 5), .completed(300)])

    let res = scheduler.start(disposed: 250) { o1.catch { _ in o2.asObservable() } }

    XCTAssertEqual(res.events, [.next(210, 2), .next(240, 4)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(o2.subscriptions, [Subscription(230, 250)])
  }

  func testDisposalBeforeAnErrorEndsTheSourceSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .error(300, CatchTestError.boom)])

    let res = scheduler.start(disposed: 250) { o1.catch { _ in Observable.just(9) } }

    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 250)])
  }

  func testSynchronousErrorIsCaught() {
    var received: [Int] = []
    var completed = false
    Observable<Int>.error(CatchTestError.boom).catch { _ in Observable.of(1, 2) }
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
      .dispose()

    XCTAssertEqual(received, [1, 2])
    XCTAssertTrue(completed)
  }

  // MARK: catchAndReturn(_:)

  func testCatchAndReturnEndsWithTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, CatchTestError.boom), .next(240, 3)])

    let res = scheduler.start { o1.catchAndReturn(7) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(230, 7), .completed(230)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
  }

  func testCatchAndReturnPassesCompletionThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(210, 2), .completed(230)])

    let res = scheduler.start { o1.catchAndReturn(7) }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
  }

  func testRxSwift5NamesBehaveTheSame() {
    var received: [Int] = []
    Observable<Int>.error(CatchTestError.boom).catchError { _ in .just(1) }
      .subscribe(onNext: { received.append($0) }).dispose()
    Observable<Int>.error(CatchTestError.boom).catchErrorJustReturn(2)
      .subscribe(onNext: { received.append($0) }).dispose()
    Observable.catchError([Observable<Int>.error(CatchTestError.boom), .just(3)])
      .subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [1, 2, 3])
  }

  // MARK: catch(sequence:)

  func testSequenceMovesToTheNextSourceOnEachError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([
      .next(10, 1), .next(20, 2), .next(30, 3), .error(40, CatchTestError.boom),
    ])
    let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, CatchTestError.boom)])
    let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50)])

    let res = scheduler.start {
      Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
    }

    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6), .next(290, 7),
        .next(300, 8), .next(310, 9), .completed(320),
      ])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
    XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
  }

  func testSequenceStopsAtTheFirstCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
    let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])

    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [])
  }

  func testSequenceFailsWithTheLastErrorWhenAllFail() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(210, 2), .error(230, CatchTestError.boom)])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, CatchTestError.other)])

    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }

    XCTAssertEqual(res.events, [.next(210, 2), .error(250, CatchTestError.other)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
  }

  func testSequenceStaysOnANeverEndingSourceUntilDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(210, 2), .error(230, CatchTestError.boom)])
    let xs2 = scheduler.createHotObservable([.next(150, 1)])

    let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }

    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 1000)])
  }

  func testEmptySequenceCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }

    XCTAssertEqual(res.events, [.completed(200)])
  }
}

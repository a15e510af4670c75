import RxCore
import RxTesting
import XCTest

private enum DoTestError: Error {
  case boom
  case other
}

private enum Step: Equatable {
  case sourceSubscribe
  case sourceDispose
  case onNext
  case afterNext
  case onCompleted
  case onError
  case onSubscribe
  case onSubscribed
  case onDispose
  case downstream(Int)
}

/// Collects the runtime issues reported while it is installed.
private final class DoIssueRecorder: @unchecked Sendable {
  private let recorded = LockedValue<[RuntimeIssue]>([])

  var issues: [RuntimeIssue] { recorded.withLock { $0 } }

  func record(_ issue: RuntimeIssue) { recorded.withLock { $0.append(issue) } }
}

final class DoTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
  }

  func testSeesEveryElementAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)
    var seen: [Int] = []
    var completed = false

    let res = scheduler.start { xs.do(onNext: { seen.append($0) }, onCompleted: { completed = true }) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(seen, [2, 3, 4, 5])
    XCTAssertTrue(completed)
  }

  func testSeesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, DoTestError.boom)])
    var seenErrors: [String] = []
    var completed = false

    let res = scheduler.start {
      xs.do(onError: { seenErrors.append("\($0)") }, onCompleted: { completed = true })
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(250, DoTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(seenErrors, ["boom"])
    XCTAssertFalse(completed)
  }

  func testDisposalEndsTheSubscriptionAndCallsOnDispose() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)
    var disposedAt: [Int] = []

    let res = scheduler.start(disposed: 225) { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(disposedAt, [225])
  }

  func testThrowingOnNextSendsTheErrorInsteadOfTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start {
      xs.do(onNext: { value in
        if value == 4 { throw DoTestError.boom }
      })
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, DoTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testThrowingOnErrorReplacesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(250, DoTestError.boom)])

    let res = scheduler.start { xs.do(onError: { _ in throw DoTestError.other }) }

    XCTAssertEqual(res.events, [.next(210, 2), .error(250, DoTestError.other)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingOnCompletedSendsAnErrorInsteadOfCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.do(onCompleted: { throw DoTestError.boom }) }

    XCTAssertEqual(
      res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .error(250, DoTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAfterNextRunsAfterTheElementWasDelivered() {
    var steps: [Step] = []
    Observable.of(1, 2)
      .do(onNext: { _ in steps.append(.onNext) }, afterNext: { _ in steps.append(.afterNext) })
      .subscribe(onNext: { steps.append(.downstream($0)) })
      .dispose()

    XCTAssertEqual(steps, [.onNext, .downstream(1), .afterNext, .onNext, .downstream(2), .afterNext])
  }

  func testThrowingAfterNextSendsAnErrorAfterTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start {
      xs.do(afterNext: { value in
        if value == 3 { throw DoTestError.boom }
      })
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(220, DoTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAfterErrorAndAfterCompletedRunAfterTheStopEvent() {
    var steps: [String] = []
    Observable<Int>.empty()
      .do(afterCompleted: { steps.append("afterCompleted") })
      .subscribe(onCompleted: { steps.append("completed") })
      .dispose()
    Observable<Int>.error(DoTestError.boom)
      .do(afterError: { steps.append("afterError \($0)") })
      .subscribe(onError: { steps.append("error \($0)") })
      .dispose()

    XCTAssertEqual(steps, ["completed", "afterCompleted", "error boom", "afterError boom"])
  }

  func testThrowingAfterCompletedIsReportedWithoutASecondStopEvent() {
    let recorder = DoIssueRecorder()
    let previousHandler = Hooks.issueHandler
    Hooks.issueHandler = { recorder.record($0) }
    defer { Hooks.issueHandler = previousHandler }
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.do(afterCompleted: { throw DoTestError.boom }) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(recorder.issues.map(\.kind), [.unhandledError])
  }

  func testOrderWhenTheSourceCompletesLater() {
    var steps: [Step] = []
    let scheduler = TestScheduler(initialClock: 0)

    _ = scheduler.start {
      Observable<Int>.create { observer in
        steps.append(.sourceSubscribe)
        scheduler.scheduleAt(300) {
          observer.onNext(0)
          observer.onCompleted()
        }
        return Disposables.create { steps.append(.sourceDispose) }
      }
      .do(
        onNext: { _ in steps.append(.onNext) }, onCompleted: { steps.append(.onCompleted) },
        onSubscribe: { steps.append(.onSubscribe) }, onSubscribed: { steps.append(.onSubscribed) },
        onDispose: { steps.append(.onDispose) })
    }

    XCTAssertEqual(
      steps, [.onSubscribe, .sourceSubscribe, .onSubscribed, .onNext, .onCompleted, .sourceDispose, .onDispose])
  }

  func testOrderWhenTheSourceCompletesWhileBeingSubscribed() {
    var steps: [Step] = []
    let scheduler = TestScheduler(initialClock: 0)

    _ = scheduler.start {
      Observable<Int>.create { observer in
        steps.append(.sourceSubscribe)
        observer.onNext(0)
        observer.onCompleted()
        return Disposables.create { steps.append(.sourceDispose) }
      }
      .do(
        onNext: { _ in steps.append(.onNext) }, onCompleted: { steps.append(.onCompleted) },
        onSubscribe: { steps.append(.onSubscribe) }, onSubscribed: { steps.append(.onSubscribed) },
        onDispose: { steps.append(.onDispose) })
    }

    XCTAssertEqual(
      steps, [.onSubscribe, .sourceSubscribe, .onNext, .onCompleted, .sourceDispose, .onSubscribed, .onDispose])
  }

  func testOrderWhenTheSourceFailsWhileBeingSubscribed() {
    var steps: [Step] = []

    Observable<Int>.create { observer in
      steps.append(.sourceSubscribe)
      observer.onNext(0)
      observer.onError(DoTestError.boom)
      return Disposables.create { steps.append(.sourceDispose) }
    }
    .do(
      onNext: { _ in steps.append(.onNext) }, onError: { _ in steps.append(.onError) },
      onSubscribe: { steps.append(.onSubscribe) }, onSubscribed: { steps.append(.onSubscribed) },
      onDispose: { steps.append(.onDispose) }
    )
    .subscribe { _ in }
    .dispose()

    XCTAssertEqual(
      steps, [.onSubscribe, .sourceSubscribe, .onNext, .onError, .sourceDispose, .onSubscribed, .onDispose])
  }

  func testOrderWhenTheSubscriberDisposes() {
    var steps: [Step] = []

    Observable<Int>.create { observer in
      steps.append(.sourceSubscribe)
      observer.onNext(0)
      return Disposables.create { steps.append(.sourceDispose) }
    }
    .do(
      onNext: { _ in steps.append(.onNext) }, onSubscribe: { steps.append(.onSubscribe) },
      onSubscribed: { steps.append(.onSubscribed) }, onDispose: { steps.append(.onDispose) }
    )
    .subscribe { _ in }
    .dispose()

    XCTAssertEqual(steps, [.onSubscribe, .sourceSubscribe, .onNext, .onSubscribed, .sourceDispose, .onDispose])
  }
}

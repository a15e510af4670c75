import RxCore
import RxTesting
import XCTest

final class CompletableTests: RxTestCase {
  // MARK: - Creation and subscription

  func testCreateSendsCompletionOrError() {
    let completes = Completable.create { completable in
      completable(.completed)
      return Disposables.create()
    }
    let fails = Completable.create { completable in
      completable(.error(TestError(id: 1)))
      return Disposables.create()
    }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { completes }.events, [.completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { fails }.events, [.error(200, TestError(id: 1))])
  }

  func testEmptyErrorNever() {
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Completable.error(TestError(id: 2)) }.events,
      [.error(200, TestError(id: 2))])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
  }

  func testSubscribeEventHandlerAndClosures() {
    var log: [String] = []
    _ = Completable.empty().subscribe { event in
      if case .completed = event { log.append("event completed") }
    }
    _ = Completable.error(TestError(id: 3)).subscribe(
      onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
      onDisposed: { log.append("disposed") })
    _ = Completable.empty().subscribe(
      onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["event completed", "error TestError(3)", "disposed", "completed", "disposed"])
  }

  func testUnhandledErrorIsReported() {
    let issues = TraitTestIssues.recording {
      _ = Completable.error(TestError()).subscribe(onCompleted: {})
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }

  func testSubscribeWithObject() {
    final class Owner {}
    let owner = Owner()
    var calls: [String] = []
    _ = Completable.error(TestError()).subscribe(
      with: owner, onCompleted: { _ in calls.append("completed") }, onError: { _, _ in calls.append("error") })
    XCTAssertEqual(calls, ["error"])
  }

  func testAsCompletableOfNeverObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250), .error(260, TestError())])
    let res = scheduler.start { xs.asCompletable() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  // MARK: - Operators

  func testDo() {
    var log: [String] = []
    _ = Completable.empty()
      .do(
        onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
        onSubscribe: { log.append("onSubscribe") }, onDispose: { log.append("onDispose") }
      )
      .subscribe(onCompleted: { log.append("completed") })
    XCTAssertEqual(log, ["onSubscribe", "onCompleted", "completed", "afterCompleted", "onDispose"])
  }

  func testConcatRunsInOrder() {
    let factories: [(Completable, Completable) -> Completable] = [
      { Completable.concat($0, $1) },
      { Completable.concat([$0, $1]) },
      { Completable.concat(AnyCollection([$0, $1])) },
      { Completable.concat(AnySequence([$0, $1])) },
      { $0.concat($1) },
    ]
    for factory in factories {
      let scheduler = TestScheduler(initialClock: 0)
      let ys1 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250), .error(260, TestError())])
      let ys2 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(300)])
      let res = scheduler.start { factory(ys1.asCompletable(), ys2.asCompletable()) }
      XCTAssertEqual(res.events, [.completed(300)])
      XCTAssertEqual(ys1.subscriptions, [Subscription(200, 250)])
      XCTAssertEqual(ys2.subscriptions, [Subscription(250, 300)])
    }
  }

  func testZipRunsAtTheSameTime() {
    let factories: [(Completable, Completable) -> Completable] = [
      { Completable.zip($0, $1) },
      { Completable.zip([$0, $1]) },
      { Completable.zip(AnyCollection([$0, $1])) },
    ]
    for factory in factories {
      let scheduler = TestScheduler(initialClock: 0)
      let ys1 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250), .error(260, TestError())])
      let ys2 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(300)])
      let res = scheduler.start { factory(ys1.asCompletable(), ys2.asCompletable()) }
      XCTAssertEqual(res.events, [.completed(300)])
      XCTAssertEqual(ys1.subscriptions, [Subscription(200, 250)])
      XCTAssertEqual(ys2.subscriptions, [Subscription(200, 300)])
    }
  }

  // MARK: - andThen

  func testAndThenSingleSubscribesAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(290)])
    let ys = scheduler.createHotObservable([.next(150, 1), .next(310, 2), .completed(320)])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asSingle()) }
    XCTAssertEqual(res.events, [.next(320, 2), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    XCTAssertEqual(ys.subscriptions, [Subscription(290, 320)])
  }

  func testAndThenStopsAtTheCompletableError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Never>>.error(290, TestError(id: 4))])
    let ys = scheduler.createHotObservable([.next(310, 2), .completed(320)])
    let res = scheduler.start { xs.asCompletable().andThen(ys.asObservable()) }
    XCTAssertEqual(res.events, [.error(290, TestError(id: 4))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    XCTAssertEqual(ys.subscriptions, [])
  }

  func testAndThenMaybeCompletableObservable() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Completable.empty().andThen(Maybe<Int>.empty()) }.events,
      [.completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Completable.empty().andThen(Completable.error(TestError())) }.events,
      [.error(200, TestError())])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Completable.empty().andThen(Observable.of(1, 2)) }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testAndThenDisposalDisposesTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
    let ys = scheduler.createHotObservable([.next(310, 2)])
    let res = scheduler.start(disposed: 400) { xs.asCompletable().andThen(ys.asObservable()) }
    XCTAssertEqual(res.events, [.next(310, 2)])
    XCTAssertEqual(ys.subscriptions, [Subscription(250, 400)])
  }
}

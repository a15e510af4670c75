import RxCore
import RxTesting
import XCTest

final class MaybeTests: RxTestCase {
  // MARK: - Creation

  func testCreateSendsEachKindOfEvent() {
    let success = Maybe<Int>.create { maybe in
      maybe(.success(1))
      return Disposables.create()
    }
    let empty = Maybe<Int>.create { maybe in
      maybe(.completed)
      return Disposables.create()
    }
    let failure = Maybe<Int>.create { maybe in
      maybe(.error(TestError(id: 1)))
      return Disposables.create()
    }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { success }.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { empty }.events, [.completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { failure }.events, [.error(200, TestError(id: 1))])
  }

  func testJustErrorNeverEmpty() {
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(2) }.events, [.next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError(id: 2)) }.events,
      [.error(200, TestError(id: 2))])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
  }

  // MARK: - Subscription

  func testSubscribeEventHandler() {
    var log: [String] = []
    let record: (MaybeEvent<Int>) -> Void = { event in
      switch event {
      case .success(let value): log.append("success \(value)")
      case .error(let error): log.append("error \(error)")
      case .completed: log.append("completed")
      }
    }
    _ = Maybe.just(1).subscribe(record)
    _ = Maybe<Int>.empty().subscribe(record)
    _ = Maybe<Int>.error(TestError(id: 3)).subscribe(record)
    XCTAssertEqual(log, ["success 1", "completed", "error TestError(3)"])
  }

  func testSubscribeClosures() {
    var log: [String] = []
    func subscribe(_ maybe: Maybe<Int>) {
      _ = maybe.subscribe(
        onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
        onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    }
    subscribe(.just(1))
    subscribe(.empty())
    subscribe(.error(TestError(id: 4)))
    XCTAssertEqual(
      log, ["success 1", "disposed", "completed", "disposed", "error TestError(4)", "disposed"])
  }

  func testUnhandledErrorIsReported() {
    let issues = TraitTestIssues.recording {
      _ = Maybe<Int>.error(TestError()).subscribe(onSuccess: { _ in })
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }

  func testSubscribeWithObject() {
    final class Owner {}
    let owner = Owner()
    var calls: [String] = []
    _ = Maybe<Int>.empty().subscribe(
      with: owner, onSuccess: { _, _ in calls.append("success") }, onCompleted: { _ in calls.append("completed") },
      onDisposed: { _ in calls.append("disposed") })
    XCTAssertEqual(calls, ["completed", "disposed"])
  }

  // MARK: - Operators

  func testMapFilterCompactMapFlatMap() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
    let res = scheduler.start {
      xs.asMaybe().map { $0 * 3 }.filter { $0 > 5 }.compactMap { "\($0)" }.flatMap { Maybe.just($0 + "!") }
    }
    XCTAssertEqual(res.events, [.next(230, "6!"), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

    let filteredOut = TestScheduler(initialClock: 0).start { Maybe.just(1).filter { $0 > 5 } }
    XCTAssertEqual(filteredOut.events, [.completed(200)])
  }

  func testIfEmptyDefault() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Maybe<Int>.empty().ifEmpty(default: 9) }.events,
      [.next(200, 9), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Maybe.just(1).ifEmpty(default: 9) }.events,
      [.next(200, 1), .completed(200)])
  }

  func testIfEmptySwitchTo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let ys = scheduler.createHotObservable([.next(230, 5), .completed(240)])
    let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
    XCTAssertEqual(res.events, [.next(240, 5), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])

    let toMaybe = TestScheduler(initialClock: 0).start { Maybe<Int>.empty().ifEmpty(switchTo: Maybe<Int>.empty()) }
    XCTAssertEqual(toMaybe.events, [.completed(200)])
  }

  func testCatchAndReturnAndCatch() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()).catchAndReturn(4) }.events,
      [.next(200, 4), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()).catch { _ in .empty() } }.events,
      [.completed(200)])
  }

  func testDoSeesEveryEvent() {
    var log: [String] = []
    _ = Maybe<Int>.empty()
      .do(
        onNext: { log.append("next \($0)") }, onCompleted: { log.append("onCompleted") },
        afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") }
      )
      .subscribe(onCompleted: { log.append("completed") })
    XCTAssertEqual(log, ["onCompleted", "completed", "afterCompleted", "onDispose"])
  }

  func testZipCompletesEmptyWhenOneIsEmpty() {
    let both = Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { both }.events, [.next(200, 3), .completed(200)])
    let oneEmpty = Maybe.zip(Maybe.just(1), Maybe<Int>.empty())
    var got: [String] = []
    _ = oneEmpty.subscribe(
      onSuccess: { got.append("\($0)") }, onError: { got.append("\($0)") }, onCompleted: { got.append("empty") })
    XCTAssertEqual(got, ["empty"])
  }
}

import RxCore
import RxTesting
import XCTest

final class SingleTests: RxTestCase {
  // MARK: - Creation

  func testCreateSendsSuccessAsElementThenCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single<Int>.create { single in
        single(.success(1))
        return Disposables.create()
      }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
  }

  func testCreateSendsFailureAsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Single<Int>.create { single in
        single(.failure(TestError(id: 1)))
        return Disposables.create()
      }
    }
    XCTAssertEqual(res.events, [.error(200, TestError(id: 1))])
  }

  func testCreateKeepsOnlyTheFirstEventAndDisposesOnce() {
    var disposals = 0
    var events: [SingleEvent<Int>] = []
    let issues = TraitTestIssues.recording {
      _ = Single<Int>.create { single in
        single(.success(1))
        single(.success(2))
        single(.failure(TestError()))
        return Disposables.create { disposals += 1 }
      }
      .subscribe { events.append($0) }
    }
    XCTAssertEqual(events.count, 1)
    XCTAssertEqual(try events.first?.get(), 1)
    XCTAssertEqual(disposals, 1)
    XCTAssertTrue(issues.allSatisfy { $0.kind == .grammarViolation }, "\(issues)")
  }

  func testJustErrorNever() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.start { Single.just(7) }.events, [.next(200, 7), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Single<Int>.error(TestError(id: 2)) }.events,
      [.error(200, TestError(id: 2))])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.never() }.events, [])
  }

  func testJustOnSchedulerSendsOnIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 3), .completed(202)])
  }

  func testDeferredCallsTheFactoryPerSubscriber() {
    var calls = 0
    let single = Single<Int>.deferred {
      calls += 1
      return .just(calls)
    }
    var received: [Int] = []
    _ = single.subscribe(onSuccess: { received.append($0) })
    _ = single.subscribe(onSuccess: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
  }

  func testDeferredFactoryErrorIsTheFailure() {
    let res = TestScheduler(initialClock: 0).start {
      Single<Int>.deferred { throw TestError(id: 3) }
    }
    XCTAssertEqual(res.events, [.error(200, TestError(id: 3))])
  }

  // MARK: - Subscription

  func testSubscribeEventHandlerGetsSuccess() {
    var events: [SingleEvent<Int>] = []
    _ = Single.just(1).subscribe { events.append($0) }
    XCTAssertEqual(events.count, 1)
    XCTAssertEqual(try events[0].get(), 1)
  }

  func testSubscribeEventHandlerGetsFailure() {
    var errors: [TestError] = []
    _ = Single<Int>.error(TestError(id: 4)).subscribe { event in
      if case .failure(let error as TestError) = event { errors.append(error) }
    }
    XCTAssertEqual(errors, [TestError(id: 4)])
  }

  func testSubscribeClosuresRunSuccessThenDisposed() {
    var log: [String] = []
    _ = Single.just(5).subscribe(
      onSuccess: { log.append("success \($0)") },
      onFailure: { log.append("failure \($0)") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["success 5", "disposed"])
  }

  func testSubscribeClosuresRunFailureThenDisposed() {
    var log: [String] = []
    _ = Single<Int>.error(TestError(id: 6)).subscribe(
      onSuccess: { log.append("success \($0)") },
      onFailure: { log.append("failure \($0)") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["failure TestError(6)", "disposed"])
  }

  func testDisposingBeforeTheEventCallsOnlyOnDisposed() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.asSingle().subscribe(
      onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    subscription.dispose()
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertEqual(log, ["disposed"])
    XCTAssertFalse(subject.hasObservers)
  }

  func testUnhandledFailureIsReported() {
    let issues = TraitTestIssues.recording {
      _ = Single<Int>.error(TestError(id: 7)).subscribe(onSuccess: { _ in })
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }

  func testSubscribeWithObjectPassesTheObjectAndStopsWhenItIsGone() {
    final class Owner {
      let name: String
      init(name: String) { self.name = name }
    }
    var seen: [String] = []
    do {
      let owner = Owner(name: "a")
      _ = Single.just(1).subscribe(with: owner, onSuccess: { owner, value in seen.append("\(owner.name)\(value)") })
    }
    let subject = PublishSubject<Int>()
    var subscription: (any Disposable)?
    do {
      let owner = Owner(name: "b")
      subscription = subject.take(1).asSingle().subscribe(
        with: owner, onSuccess: { owner, value in seen.append("\(owner.name)\(value)") },
        onDisposed: { owner in seen.append("\(owner.name) disposed") })
    }
    subject.onNext(2)
    XCTAssertEqual(seen, ["a1"], "nothing is called once the object is gone")
    subscription?.dispose()
  }

  // MARK: - Operators

  func testMapAndFlatMap() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    let res = scheduler.start {
      xs.asSingle().map { $0 * 10 }.flatMap { value in Single.just(value + 1) }
    }
    XCTAssertEqual(res.events, [.next(220, 21), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testMapErrorBecomesTheFailure() {
    let res = TestScheduler(initialClock: 0).start {
      Single.just(1).map { _ -> Int in throw TestError(id: 8) }
    }
    XCTAssertEqual(res.events, [.error(200, TestError(id: 8))])
  }

  func testFilterAndCompactMapGiveMaybe() {
    let kept: Maybe<Int> = Single.just(4).filter { $0 > 3 }
    let dropped: Maybe<Int> = Single.just(2).filter { $0 > 3 }
    let compact: Maybe<String> = Single.just(5).compactMap { $0 > 3 ? "big" : nil }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { kept }.events, [.next(200, 4), .completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { dropped }.events, [.completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { compact }.events, [.next(200, "big"), .completed(200)])
  }

  func testFlatMapMaybeAndCompletable() {
    let maybe = Single.just(1).flatMapMaybe { _ in Maybe<String>.empty() }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { maybe }.events, [.completed(200)])
    var completedWith: [Int] = []
    let completable = Single.just(9).flatMapCompletable { value in
      completedWith.append(value)
      return Completable.empty()
    }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { completable }.events, [.completed(200)])
    XCTAssertEqual(completedWith, [9])
  }

  func testCatchAndCatchAndReturn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .error(230, TestError(id: 1))])
    let res = scheduler.start { xs.asSingle().catch { _ in .just(-1) } }
    XCTAssertEqual(res.events, [.next(230, -1), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

    let returned = TestScheduler(initialClock: 0).start { Single<Int>.error(TestError()).catchAndReturn(0) }
    XCTAssertEqual(returned.events, [.next(200, 0), .completed(200)])
  }

  func testRetrySubscribesAgainAfterFailure() {
    var attempts = 0
    let single = Single<Int>.create { single in
      attempts += 1
      single(attempts < 3 ? .failure(TestError(id: attempts)) : .success(attempts))
      return Disposables.create()
    }
    let res = TestScheduler(initialClock: 0).start { single.retry(3) }
    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    XCTAssertEqual(attempts, 3)
  }

  func testRetryGivesUpWithTheLastError() {
    var attempts = 0
    let single = Single<Int>.create { single in
      attempts += 1
      single(.failure(TestError(id: attempts)))
      return Disposables.create()
    }
    let res = TestScheduler(initialClock: 0).start { single.retry(2) }
    XCTAssertEqual(res.events, [.error(200, TestError(id: 2))])
  }

  func testDoSeesSuccessAndDisposal() {
    var log: [String] = []
    _ = Single.just(1)
      .do(
        onSuccess: { log.append("onSuccess \($0)") }, afterSuccess: { log.append("afterSuccess \($0)") },
        onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
        onDispose: { log.append("onDispose") }
      )
      .subscribe(onSuccess: { log.append("success \($0)") })
    XCTAssertEqual(
      log, ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onSubscribed", "onDispose"])
  }

  func testDoSeesFailure() {
    var seen: [String] = []
    _ = Single<Int>.error(TestError(id: 5))
      .do(onError: { seen.append("onError \($0)") }, afterError: { seen.append("afterError \($0)") })
      .subscribe(onFailure: { seen.append("failure \($0)") })
    XCTAssertEqual(seen, ["onError TestError(5)", "failure TestError(5)", "afterError TestError(5)"])
  }

  func testObserveOnDeliversOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(1).observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
  }

  func testUsingDisposesTheResource() {
    let resource = BooleanDisposable()
    let single = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .just(1) })
    XCTAssertFalse(resource.isDisposed)
    XCTAssertEqual(TestScheduler(initialClock: 0).start { single }.events, [.next(200, 1), .completed(200)])
    XCTAssertTrue(resource.isDisposed)
  }

  func testAsMaybeAndAsCompletable() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Single.just(1).asMaybe() }.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Single.just(1).asCompletable() }.events, [.completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Single<Int>.error(TestError()).asCompletable() }.events,
      [.error(200, TestError())])
  }

  // MARK: - Zip

  func testZipWaitsForEverySingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
    let res = scheduler.start {
      Single.zip(xs.asSingle(), ys.asSingle()) { number, letter in "\(letter)\(number)" }
    }
    XCTAssertEqual(res.events, [.next(240, "a1"), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
  }

  func testZipTuplesAndFailure() {
    let pair = Single.zip(Single.just(1), Single.just("b"), Single.just(true))
    var received: [String] = []
    _ = pair.subscribe(onSuccess: { received.append("\($0.0)\($0.1)\($0.2)") })
    XCTAssertEqual(received, ["1btrue"])

    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(215, TestError(id: 9))])
    let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
    XCTAssertEqual(res.events, [.error(215, TestError(id: 9))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  func testZipCollection() {
    let singles = [Single.just(1), Single.just(2), Single.just(3)]
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Single.zip(singles) }.events, [.next(200, [1, 2, 3]), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Single.zip(singles) { $0.reduce(0, +) } }.events,
      [.next(200, 6), .completed(200)])
  }

  func testZipOfAnEmptyCollectionSucceedsAtOnce() {
    let none: [Single<Int>] = []
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Single.zip(none) }.events, [.next(200, []), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Single.zip(none) { $0.count } }.events, [.next(200, 0), .completed(200)])
  }
}

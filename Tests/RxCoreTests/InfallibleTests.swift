import RxCore
import RxTesting
import XCTest

final class InfallibleTests: RxTestCase {
  // MARK: - Creation

  func testCreateSendsElementsAndCompletion() {
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.next(2))
      observer(.completed)
      return Disposables.create()
    }
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { infallible }.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testFactories() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
    XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of(1, 2) }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.from([3]) }.events, [.next(200, 3), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.from(1...2) }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    var calls = 0
    let deferred = Infallible<Int>.deferred {
      calls += 1
      return .just(calls)
    }
    XCTAssertEqual(TestScheduler(initialClock: 0).start { deferred }.events, [.next(200, 1), .completed(200)])
  }

  // MARK: - Conversions

  func testAsInfallibleOnErrorJustReturn() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAsInfallibleOnErrorFallbackTo() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: .of(7, 8)) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
  }

  func testAsInfallibleOnErrorRecoverReceivesTheError() {
    var recovered: [TestError] = []
    let res = TestScheduler(initialClock: 0).start {
      Observable<Int>.error(TestError(id: 5)).asInfallible(onErrorRecover: { error in
        if let error = error as? TestError { recovered.append(error) }
        return .just(0)
      })
    }
    XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
    XCTAssertEqual(recovered, [TestError(id: 5)])
  }

  func testRelaysAsInfallible() {
    let behavior = BehaviorRelay(value: 1)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(3)
    var received: [Int] = []
    let bag = DisposeBag()
    behavior.asInfallible().subscribe(onNext: { received.append($0) }).disposed(by: bag)
    publish.asInfallible().subscribe(onNext: { received.append($0) }).disposed(by: bag)
    replay.asInfallible().subscribe(onNext: { received.append($0) }).disposed(by: bag)
    publish.accept(2)
    XCTAssertEqual(received, [1, 3, 2])
  }

  // MARK: - Subscription

  func testSubscribeClosures() {
    var log: [String] = []
    _ = Infallible.of(1, 2).subscribe(
      onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
  }

  func testSubscribeEventHandler() {
    var log: [String] = []
    _ = Infallible.of(1).subscribe { event in
      switch event {
      case .next(let value): log.append("next \(value)")
      case .completed: log.append("completed")
      }
    }
    XCTAssertEqual(log, ["next 1", "completed"])
  }

  func testSubscribeWithObject() {
    final class Owner {}
    let owner = Owner()
    var values: [Int] = []
    _ = Infallible.of(4).subscribe(with: owner, onNext: { _, value in values.append(value) })
    XCTAssertEqual(values, [4])
  }

  // MARK: - Operators

  func testMapFilterCompactMapScanStartWith() {
    let source: Infallible<Int> = Infallible.of(1, 2, 3, 4)
    let filtered: Infallible<Int> = source.filter { $0 != 3 }.map { $0 * 2 }
    let compacted: Infallible<Int> = filtered.compactMap { $0 == 4 ? nil : $0 }
    let summed: Infallible<Int> = compacted.scan(0) { $0 + $1 }.startWith(-1)
    let res = TestScheduler(initialClock: 0).start { summed }
    XCTAssertEqual(res.events, [.next(200, -1), .next(200, 2), .next(200, 10), .completed(200)])
    let into = TestScheduler(initialClock: 0).start {
      Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) }
    }
    XCTAssertEqual(into.events, [.next(200, [1]), .next(200, [1, 2]), .completed(200)])
  }

  func testFlatMapFamilies() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of(1, 2).flatMap { Infallible.of($0, $0 * 10) } }.events,
      [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of(1, 2).concatMap { Infallible.of($0, $0) } }.events,
      [.next(200, 1), .next(200, 1), .next(200, 2), .next(200, 2), .completed(200)])
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let inner = scheduler.createHotObservable([.next(215, "a"), .next(225, "b"), .next(230, "c")])
    let latest = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { value in inner.map { "\(value)\($0)" } }
    }
    XCTAssertEqual(latest.events, [.next(215, "1a"), .next(225, "2b"), .next(230, "2c")])
    let first = TestScheduler(initialClock: 0).start { Infallible.of(1, 2).flatMapFirst { Infallible.just($0) } }
    XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func testTakeSkipAndDistinct() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of(1, 1, 2, 2, 3).distinctUntilChanged() }.events,
      [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of(1, 2, 3, 4).skip(1).take(2) }.events,
      [.next(200, 2), .next(200, 3), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start {
        Infallible.of(1, 2, 3, 4).skip(while: { $0 < 2 }).take(while: { $0 < 4 })
      }.events,
      [.next(200, 2), .next(200, 3), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start {
        Infallible.of(1, 2, 3).take(until: { $0 == 2 }, behavior: .inclusive)
      }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of("a", "ab", "b").distinctUntilChanged { $0.first } }
        .events,
      [.next(200, "a"), .next(200, "b"), .completed(200)])
  }

  func testTakeUntilOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let stop = scheduler.createHotObservable([.next(220, ())])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(until: stop) }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testConcatMergeAndWithLatestFrom() {
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.concat(Infallible.of(1), Infallible.of(2)) }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.of(1).concat(Infallible.of(2)) }.events,
      [.next(200, 1), .next(200, 2), .completed(200)])
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4)])
    let merged = scheduler.start {
      Infallible.merge([xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)])
    }
    XCTAssertEqual(merged.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
    let latest = TestScheduler(initialClock: 0).start {
      Infallible.of(1, 2).withLatestFrom(Infallible.just("x")) { "\($0)\($1)" }
    }
    XCTAssertEqual(
      latest.events, [.next(200, "1x"), .next(200, "2x"), .completed(200)],
      "as in RxSwift, `second` is subscribed first, so its element is there for every source element")
  }

  func testShareAndDo() {
    var subscriptions = 0
    let shared = Infallible.of(1, 2).do(onSubscribe: { subscriptions += 1 }).share(replay: 1, scope: .forever)
    var values: [Int] = []
    _ = shared.subscribe(onNext: { values.append($0) })
    XCTAssertEqual(values, [1, 2])
    XCTAssertEqual(subscriptions, 1)
  }

  func testWithUnretained() {
    final class Owner {
      let name = "o"
    }
    let owner = Owner()
    let res = TestScheduler(initialClock: 0).start {
      Infallible.of(1).withUnretained(owner).map { "\($0.name)\($1)" }
    }
    XCTAssertEqual(res.events, [.next(200, "o1"), .completed(200)])
  }

  // MARK: - Bindings

  func testBindToObserversAndOptionalObservers() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    let optional = scheduler.createObserver(Int?.self)
    _ = Infallible.of(1).bind(to: observer)
    _ = Infallible.of(2).bind(to: optional)
    XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    XCTAssertEqual(optional.events, [.next(0, 2), .completed(0)])
  }

  func testBindOnNextAndWithObject() {
    final class Owner {}
    let owner = Owner()
    var values: [Int] = []
    _ = Infallible.of(1).bind(onNext: { values.append($0) })
    _ = Infallible.of(2).bind(with: owner) { _, value in values.append(value) }
    let curried = Infallible.of(3).bind(
      to: { (source: Infallible<Int>) in
        { (offset: Int) in
          source.subscribe(onNext: { values.append($0 + offset) })
        }
      }, curriedArgument: 10)
    curried.dispose()
    XCTAssertEqual(values, [1, 2, 13])
  }

  func testAsDriverDeliversOnTheMainThread() {
    XCTAssertTrue(Thread.isMainThread)
    var values: [Int] = []
    let subscription = Infallible.of(1, 2).asDriver().drive(onNext: { values.append($0) })
    XCTAssertEqual(values, [1, 2])
    subscription.dispose()
  }
}

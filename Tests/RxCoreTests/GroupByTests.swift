import RxCore
import RxTesting
import XCTest

final class GroupByTests: RxTestCase {
  /// Words keyed by their first letter, on a hot source.
  private func makeWords(_ scheduler: TestScheduler, end: Recorded<Event<String>>) -> TestableObservable<String> {
    scheduler.createHotObservable([
      .next(150, "zero"), .next(210, "apple"), .next(220, "banana"), .next(230, "avocado"), .next(240, "blueberry"),
      .next(250, "cherry"), end, .next(400, "after"),
    ])
  }

  private func firstLetter(_ word: String) -> Character { word.first ?? " " }

  func testEmitsEachKeyOnceInTheOrderItFirstAppears() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))

    let res = scheduler.start { words.groupBy(keySelector: self.firstLetter).map { String($0.key) } }

    XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .next(250, "c"), .completed(300)])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 300)])
  }

  func testEveryGroupSubscribedAtOnceSeesAllItsElementsAndTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))
    var observers: [Character: TestableObserver<String>] = [:]
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      words.groupBy(keySelector: self.firstLetter)
        .subscribe(onNext: { group in
          let observer = scheduler.createObserver(String.self)
          observers[group.key] = observer
          group.subscribe(observer).disposed(by: bag)
        })
        .disposed(by: bag)
    }
    scheduler.start()

    XCTAssertEqual(observers["a"]?.events, [.next(210, "apple"), .next(230, "avocado"), .completed(300)])
    XCTAssertEqual(observers["b"]?.events, [.next(220, "banana"), .next(240, "blueberry"), .completed(300)])
    XCTAssertEqual(observers["c"]?.events, [.next(250, "cherry"), .completed(300)])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 300)])
  }

  func testTheSourceErrorGoesToEveryGroupThenToTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .error(300, TestError(id: 1)))
    let groupEvents = scheduler.createObserver(String.self)
    let outer = scheduler.createObserver(Character.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      words.groupBy(keySelector: self.firstLetter)
        .do(onNext: { group in group.map { "\(group.key)\($0.count)" }.subscribe(groupEvents).disposed(by: bag) })
        .map(\.key)
        .subscribe(outer)
        .disposed(by: bag)
    }
    scheduler.start()

    XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .next(250, "c"), .error(300, TestError(id: 1))])
    XCTAssertEqual(
      groupEvents.events,
      [
        .next(210, "a5"), .next(220, "b6"), .next(230, "a7"), .next(240, "b9"), .next(250, "c6"),
        .error(300, TestError(id: 1)), .error(300, TestError(id: 1)), .error(300, TestError(id: 1)),
      ])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 300)])
  }

  func testAThrowingKeySelectorFailsEveryGroupAndTheResultAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))
    let groupA = scheduler.createObserver(String.self)
    let outer = scheduler.createObserver(Character.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      words
        .groupBy { word -> Character in
          if word == "blueberry" { throw TestError(id: 2) }
          return self.firstLetter(word)
        }
        .do(onNext: { group in if group.key == "a" { group.subscribe(groupA).disposed(by: bag) } })
        .map(\.key)
        .subscribe(outer)
        .disposed(by: bag)
    }
    scheduler.start()

    XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .error(240, TestError(id: 2))])
    XCTAssertEqual(groupA.events, [.next(210, "apple"), .next(230, "avocado"), .error(240, TestError(id: 2))])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 240)])
  }

  func testASubscribedGroupKeepsTheSourceAliveAfterTheResultIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))
    let groupA = scheduler.createObserver(String.self)
    let outer = scheduler.createObserver(Character.self)
    var outerSubscription: (any Disposable)?
    var groupSubscription: (any Disposable)?

    scheduler.scheduleAt(200) {
      outerSubscription = words.groupBy(keySelector: self.firstLetter)
        .do(onNext: { group in if group.key == "a" { groupSubscription = group.subscribe(groupA) } })
        .map(\.key)
        .subscribe(outer)
    }
    scheduler.scheduleAt(225) { outerSubscription?.dispose() }
    scheduler.scheduleAt(235) { groupSubscription?.dispose() }
    scheduler.start()

    XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b")], "no new group after the result is disposed")
    XCTAssertEqual(groupA.events, [.next(210, "apple"), .next(230, "avocado")])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 235)], "the group's subscription held the source")
  }

  func testDisposingTheResultWithNoGroupSubscribedEndsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))

    let res = scheduler.start(disposed: 235) { words.groupBy(keySelector: self.firstLetter).map(\.key) }

    XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 235)])
  }

  func testAGroupSubscribedAfterTheSourceEndedGetsOnlyTheStopEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .error(300, TestError(id: 3)))
    let late = scheduler.createObserver(String.self)
    var kept: GroupedObservable<Character, String>?
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      words.groupBy(keySelector: self.firstLetter)
        .subscribe(onNext: { group in if group.key == "b" { kept = group } }, onError: { _ in })
        .disposed(by: bag)
    }
    scheduler.scheduleAt(350) { kept?.subscribe(late).disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(late.events, [.error(350, TestError(id: 3))])
    XCTAssertEqual(words.subscriptions, [Subscription(200, 300)])
  }

  func testAGroupSubscribedLateMissesEarlierElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))
    let late = scheduler.createObserver(String.self)
    var kept: GroupedObservable<Character, String>?
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      words.groupBy(keySelector: self.firstLetter)
        .subscribe(onNext: { group in if group.key == "a" { kept = group } })
        .disposed(by: bag)
    }
    scheduler.scheduleAt(225) { kept?.subscribe(late).disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(late.events, [.next(230, "avocado"), .completed(300)])
  }

  func testGroupsWorkWithFlatMap() {
    let scheduler = TestScheduler(initialClock: 0)
    let words = makeWords(scheduler, end: .completed(300))

    let res = scheduler.start {
      words.groupBy(keySelector: self.firstLetter)
        .flatMap { group in group.scan(0) { count, _ in count + 1 }.map { "\(group.key)\($0)" } }
    }

    XCTAssertEqual(
      res.events,
      [.next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "b2"), .next(250, "c1"), .completed(300)])
  }

  func testGroupedObservableKeepsItsKeyAndSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let group = GroupedObservable(key: "k", source: Observable.of(1, 2))

    let res = scheduler.start { group.asObservable() }

    XCTAssertEqual(group.key, "k")
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }
}

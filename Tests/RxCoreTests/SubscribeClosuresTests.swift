import RxCore
import RxTesting
import XCTest

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a sequence that sends everything while it is subscribed
/// (`just`, `empty`, `error`, `never` and stages over them), and on a run of stages, whose sink keeps the closures,
/// calls the closures as it does on any other: each event once, `onDisposed` once, nothing after a stop, and a
/// disposed subscription lets go of them.
final class SubscribeClosuresTests: RxTestCase {
  private struct Failure: Error, Equatable {}

  private func log<Element>(_ source: Observable<Element>) -> [String] {
    var log: [String] = []
    let subscription = source.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    log.append("subscribed")
    subscription.dispose()
    subscription.dispose()
    return log
  }

  func testASequenceThatSendsWhileSubscribedCallsEachClosureOnceAndOnDisposedOnce() {
    XCTAssertEqual(log(Observable.just(1)), ["next 1", "completed", "disposed", "subscribed"])
    XCTAssertEqual(
      log(Observable.just(1).map { $0 * 10 }.filter { $0 > 0 }), ["next 10", "completed", "disposed", "subscribed"])
    XCTAssertEqual(log(Observable<Int>.empty()), ["completed", "disposed", "subscribed"])
    XCTAssertEqual(log(Observable<Int>.error(Failure())), ["error", "disposed", "subscribed"])
    XCTAssertEqual(log(Observable<Int>.never()), ["subscribed", "disposed"], "never: onDisposed on disposal")
  }

  func testAStageThatThrowsOverJustStopsWithItsError() {
    let source = Observable.just(1).map { _ -> Int in throw Failure() }.filter { _ in true }
    XCTAssertEqual(log(source), ["error", "disposed", "subscribed"])
  }

  func testTheSameSubscriptionOnASequenceThatSendsLaterCallsTheSameClosures() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subscription.dispose()
    XCTAssertEqual(log, ["next 1", "completed", "disposed"])
  }

  func testClosuresOnARunOfStagesOverASequenceThatSendsLaterAreCalledAsOnAnyOther() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.map { $0 * 10 }.filter { $0 != 20 }.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onError(Failure())
    subject.onNext(4)
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(log, ["next 10", "next 30", "error", "disposed"])
  }

  func testAClosureOfARunThatThrowsStopsItsSubscriberWithTheError() {
    var log: [String] = []
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onNext(3)
      return Disposables.create { log.append("source disposed") }
    }
    let subscription = source.map { value -> Int in
      if value == 2 { throw Failure() }
      return value
    }.filter { _ in true }.subscribe(
      onNext: { log.append("next \($0)") }, onError: { log.append("error \($0 is Failure)") },
      onDisposed: { log.append("disposed") })
    subscription.dispose()
    XCTAssertEqual(log, ["next 1", "error true", "disposed", "source disposed"])
  }

  func testDisposingTheSubscriptionOfARunLetsGoOfTheClosures() {
    final class Captured {}
    let subject = PublishSubject<Int>()
    weak var weakCaptured: Captured?
    var received: [Int] = []
    let subscription: any Disposable = {
      let captured = Captured()
      weakCaptured = captured
      return subject.map { $0 + 1 }.filter { _ in true }.subscribe(onNext: { value in
        _ = captured
        received.append(value)
      })
    }()
    subject.onNext(1)
    XCTAssertNotNil(weakCaptured, "the subscription keeps its closures while it runs")
    subscription.dispose()
    XCTAssertNil(weakCaptured, "a disposed subscription, still held, keeps no closure alive")
    subject.onNext(2)
    XCTAssertEqual(received, [2])
  }

  func testAClosureOfARunThatCapturesItsOwnSubscriptionIsReleasedOnceDisposed() {
    final class Captured {}
    let subject = PublishSubject<Int>()
    weak var weakCaptured: Captured?
    var received: [Int] = []
    do {
      let captured = Captured()
      weakCaptured = captured
      var subscription: (any Disposable)?
      subscription = subject.map { $0 }.filter { _ in true }.subscribe(onNext: { value in
        _ = captured
        received.append(value)
        if value == 2 { subscription?.dispose() }
      })
    }
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(received, [1, 2])
    XCTAssertNil(weakCaptured, "disposing from inside breaks the cycle through the subscription")
  }

  #if DEBUG
    func testTheClosuresOfARunThatSendsLaterAreKeptInItsSinkWithNoObserverOfTheirOwn() {
      let subject = PublishSubject<Int>()
      let run = subject.map { $0 }.filter { _ in true }
      func objectsAlive(subscribing source: Observable<Int>) -> Int32 {
        let before = Resources.total
        let subscription = source.subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        return Resources.total - before
      }
      // On the subject, the closures need an observer; on the run, the run's sink keeps them, and takes its place.
      XCTAssertEqual(objectsAlive(subscribing: run), objectsAlive(subscribing: subject))
    }

    func testSubscribingToASequenceThatSendsWhileSubscribedLeavesNoObjectBehindOrAlive() {
      let source = Observable.just(1).map { $0 + 1 }.filter { _ in true }
      let before = Resources.total
      var alive: Int32?
      let subscription = source.subscribe(onNext: { _ in alive = Resources.total - before })
      XCTAssertEqual(alive, 0, "the closures are called with no subscriber object made for them")
      subscription.dispose()
      XCTAssertEqual(Resources.total, before)
    }
  #endif
}

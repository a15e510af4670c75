import RxCore
import RxTesting
import XCTest

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a sequence that sends everything while it is subscribed
/// (`just`, `empty`, `error`, `never` and stages over them) calls the closures as it does on any other: each event
/// once, `onDisposed` once, nothing after a stop.
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

  #if DEBUG
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

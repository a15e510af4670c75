import Dispatch
import RxCore
import RxTesting
import SproutTestSupport
import XCTest

/// The debug-build check on the closures of the operators that take one: a closure formed in main-actor code (the
/// `MainActor.assumeIsolated` blocks below) that an operator runs off the main thread is reported once per
/// subscription, naming the closure, the call and its line; run on the main thread, or formed in nonisolated code,
/// it is not.
final class OperatorIsolationCheckTests: RxTestCase {
  private let here = "RxCoreTests/OperatorIsolationCheckTests.swift"

  func testTheStagesAreReportedOncePerSubscription() {
    assertReported("transform", "map", #line) { $0.map { $0 * 2 } }
    assertReported("predicate", "filter", #line) { $0.filter { $0 > 0 } }
    assertReported("transform", "compactMap", #line) { $0.compactMap { $0 > 1 ? $0 : nil } }
  }

  func testEachStageOfAChainIsReportedWithItsOwnCallAndLine() {
    let subject = PublishSubject<Int>()
    var lines: [UInt] = []
    let issues = RuntimeIssueRecorder.issues {
      let chain = MainActor.assumeIsolated {
        lines = [#line + 1, #line + 2, #line + 3]
        return subject.map { $0 * 2 }
          .filter { $0 > 0 }
          .compactMap { $0 > 1 ? $0 : nil }
      }
      let subscription = chain.subscribe()
      sendInBackground(subject, [.next(1), .next(2), .completed])
      subscription.dispose()
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation, .isolationViolation, .isolationViolation], "\(issues)")
    let expected = zip([("transform", "map"), ("predicate", "filter"), ("transform", "compactMap")], lines)
    for ((closure, call), line) in expected {
      let prefix = "The \(closure) closure given to \(call) at \(here):\(line) was formed in main-actor code"
      XCTAssertTrue(issues.contains { $0.message.hasPrefix(prefix) }, "\(prefix): \(issues)")
    }
  }

  func testAStageOverJustSubscribedOffTheMainThreadIsReported() {
    var line: UInt = 0
    let issues = RuntimeIssueRecorder.issues {
      let doubled = MainActor.assumeIsolated {
        line = #line + 1
        return Observable.just(1).map { $0 * 2 }
      }
      let seen = LockedValue<[Int]>([])
      let sender = BackgroundSender(doubled) { doubled in
        doubled.subscribe(onNext: { value in seen.withLock { $0.append(value) } }).dispose()
      }
      XCTAssertTrue(sender.waitUntilDone())
      XCTAssertEqual(seen.withLock { $0 }, [2], "the closure still runs")
    }
    assertOneReport(issues, "transform", "map", line)
  }

  func testTheTemplatesOfWritingAnOperatorAreReported() {
    assertReported("transform", "mapWithIndex(_:)", #line) { $0.mapWithIndex { $0 + $1 } }
    assertReported("transform", "fastMapWithIndex(_:)", #line) { $0.fastMapWithIndex { $0 + $1 } }
  }

  func testTheFlatMapFamilyIsReported() {
    assertReported("selector", "flatMap", #line) { $0.flatMap { Observable.just($0) } }
    assertReported("selector", "flatMapLatest", #line) { $0.flatMapLatest { Observable.just($0) } }
    assertReported("selector", "flatMapFirst", #line) { $0.flatMapFirst { Observable.just($0) } }
    assertReported("selector", "concatMap", #line) { $0.concatMap { Observable.just($0) } }
  }

  func testEveryCallbackOfDoIsReported() {
    assertReported("onNext", "do", #line) { $0.do(onNext: { _ in }) }
    assertReported("afterNext", "do", #line) { $0.do(afterNext: { _ in }) }
    assertReported("onCompleted", "do", #line) { $0.do(onCompleted: {}) }
    assertReported("afterCompleted", "do", #line) { $0.do(afterCompleted: {}) }
    assertReported("onError", "do", #line, events: [.error(TestError(id: 1))]) { $0.do(onError: { _ in }) }
    assertReported("afterError", "do", #line + 1, events: [.error(TestError(id: 1))]) {
      $0.do(afterError: { _ in })
    }
  }

  func testTheSubscriptionCallbacksOfDoAreReportedWhereTheSubscriptionIsMade() {
    let issues = RuntimeIssueRecorder.issues {
      let observed = MainActor.assumeIsolated {
        (
          Observable.just(1).do(onSubscribe: {}), Observable.just(2).do(onDispose: {})
        )
      }
      let sender = BackgroundSender(UncheckedPair(observed)) { pair in
        pair.value.0.subscribe().dispose()
        pair.value.1.subscribe().dispose()
      }
      XCTAssertTrue(sender.waitUntilDone())
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation, .isolationViolation], "\(issues)")
    XCTAssertTrue(issues.first?.message.hasPrefix("The onSubscribe closure given to do at") ?? false, "\(issues)")
    XCTAssertTrue(issues.last?.message.hasPrefix("The onDispose closure given to do at") ?? false, "\(issues)")
  }

  func testTheAccumulatorsAreReported() {
    assertReported("accumulator", "scan(_:accumulator:)", #line) { $0.scan(0) { $0 + $1 } }
    assertReported("accumulator", "scan(into:accumulator:)", #line) { $0.scan(into: 0) { $0 += $1 } }
    assertReported("accumulator", "reduce(_:accumulator:)", #line) { $0.reduce(0) { $0 + $1 } }
    assertReported("mapResult", "reduce(_:accumulator:mapResult:)", #line + 1, events: [.completed]) {
      $0.reduce(0, accumulator: { $0 + $1 }, mapResult: { $0 })
    }
  }

  func testThePredicatesAndSelectorsAreReported() {
    assertReported("keySelector", "distinctUntilChanged(_:)", #line) { $0.distinctUntilChanged { $0 % 2 } }
    assertReported("comparer", "distinctUntilChanged(_:)", #line) { $0.distinctUntilChanged { $0 == $1 } }
    assertReported("keySelector", "distinctUntilChanged(_:comparer:)", #line + 1) {
      $0.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
    assertReported("predicate", "take(while:behavior:)", #line) { $0.take(while: { $0 < 10 }) }
    assertReported("predicate", "skip(while:)", #line) { $0.skip(while: { $0 < 10 }) }
    assertReported("predicate", "take(until:behavior:)", #line) { $0.take(until: { $0 > 10 }) }
    assertReported("handler", "catch", #line + 1, events: [.error(TestError(id: 1))]) {
      $0.catch { _ in .just(0) }
    }
    assertReported("keySelector", "groupBy(keySelector:)", #line) { $0.groupBy { $0 % 2 } }
    assertReported("resultSelector", "withLatestFrom(_:resultSelector:)", #line + 1) {
      $0.withLatestFrom(Observable.just(1)) { $0 + $1 }
    }
    assertReported("predicate", "single(_:)", #line) { $0.single { $0 > 1 } }
    assertReported("resultSelector", "withUnretained(_:resultSelector:)", #line + 1) {
      $0.withUnretained(unretainedOwner) { _, element in element }
    }
  }

  func testTheClosuresOfRetryWhenAndMulticastAreReportedWhereTheSubscriptionIsMade() {
    var lines: [UInt] = []
    let issues = RuntimeIssueRecorder.issues {
      let made = MainActor.assumeIsolated {
        lines = [#line + 2, #line + 3]
        return (
          Observable.just(1).retry { (errors: Observable<any Error>) in errors },
          Observable.just(2).multicast({ PublishSubject<Int>() }, selector: { $0 })
        )
      }
      let sender = BackgroundSender(UncheckedPair(made)) { pair in
        pair.value.0.subscribe().dispose()
        pair.value.1.subscribe().dispose()
      }
      XCTAssertTrue(sender.waitUntilDone())
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation, .isolationViolation], "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix("The notificationHandler closure given to retry(when:) at \(here):\(lines[0])")
        ?? false, "\(issues)")
    XCTAssertTrue(
      issues.last?.message.hasPrefix(
        "The subjectSelector closure given to multicast(_:selector:) at \(here):\(lines[1])") ?? false, "\(issues)")
    XCTAssertTrue(issues.first?.message.contains("subscribe on the main thread") ?? false)
  }

  func testTheClosuresOfGenerateAreReportedOnTheSchedulerTheyRunOn() {
    let background = SerialDispatchQueueScheduler(qos: .default)
    var line: UInt = 0
    let seen = LockedValue<[Int]>([])
    let issues = RuntimeIssueRecorder.issues {
      let generated = MainActor.assumeIsolated {
        line = #line + 1
        return Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: background) { $0 + 1 }
      }
      let completed = AtomicFlag()
      let subscription = generated.subscribe(
        onNext: { value in seen.withLock { $0.append(value) } }, onCompleted: { completed.raise() })
      // Each step schedules the next, so the queue is idle between two of them: wait for the end first.
      XCTAssertTrue(waitUntil(seconds: 10) { completed.isRaised })
      XCTAssertTrue(waitUntilIdle(background))
      subscription.dispose()
    }
    XCTAssertEqual(seen.withLock { $0 }, [0, 1, 2], "the closures still run")
    assertOneReport(issues, "condition", "Observable.generate", line)
    XCTAssertTrue(issues.first?.message.contains("MainScheduler.instance") ?? false, "\(issues)")
  }

  func testTheSubjectFactoryOfMulticastIsReportedWhereTheConnectionStarts() {
    var line: UInt = 0
    let issues = RuntimeIssueRecorder.issues {
      let connectable = MainActor.assumeIsolated {
        line = #line + 1
        return Observable.just(1).multicast(makeSubject: { PublishSubject<Int>() })
      }
      let sender = BackgroundSender(connectable) { $0.connect().dispose() }
      XCTAssertTrue(sender.waitUntilDone())
    }
    assertOneReport(issues, "makeSubject", "multicast(makeSubject:)", line)
    XCTAssertTrue(issues.first?.message.contains("connect and subscribe on the main thread") ?? false, "\(issues)")
  }

  func testPublishAndReplayMakeTheirSubjectsUnreported() {
    let issues = RuntimeIssueRecorder.issues {
      let connectables = MainActor.assumeIsolated {
        [Observable.just(1).publish(), Observable.just(2).replay(1), Observable.just(3).replayAll()]
      }
      let sender = BackgroundSender(connectables) { connectables in
        for connectable in connectables { connectable.connect().dispose() }
      }
      XCTAssertTrue(sender.waitUntilDone())
    }
    XCTAssertEqual(issues, [])
  }

  func testTheResultSelectorsOfCombineLatestAndZipAreReported() {
    let one = Observable.just(1)
    assertReported("resultSelector", "Observable.combineLatest", #line + 1) {
      Observable.combineLatest($0, one) { $0 + $1 }
    }
    assertReported("resultSelector", "Observable.zip", #line) { Observable.zip($0, Observable.of(1, 2)) { $0 + $1 } }
    assertReported("resultSelector", "Observable.combineLatest", #line + 1) {
      Observable.combineLatest([$0, one]) { $0[0] }
    }
    assertReported("resultSelector", "Observable.zip", #line) { Observable.zip([$0, $0]) { $0[0] } }
  }

  func testTheTraitsResultSelectorsOfCombineLatestAndZipAreReported() {
    let one = Infallible.just(1)
    assertReported("resultSelector", "Infallible.combineLatest", #line + 1) {
      Infallible.combineLatest($0.asInfallible(onErrorJustReturn: 0), one) { $0 + $1 }.asObservable()
    }
    assertReported("resultSelector", "Infallible.combineLatest", #line + 1) {
      Infallible.combineLatest([$0.asInfallible(onErrorJustReturn: 0), one]) { $0[0] }.asObservable()
    }
    assertReported("resultSelector", "Infallible.zip", #line + 1) {
      Infallible.zip($0.asInfallible(onErrorJustReturn: 0), one) { $0 + $1 }.asObservable()
    }
    assertReported("resultSelector", "Single.zip", #line + 1) {
      Single.zip($0.take(1).asSingle(), Single.just(1)) { $0 + $1 }.asObservable()
    }
    assertReported("resultSelector", "Single.zip", #line + 1) {
      Single.zip([$0.take(1).asSingle(), Single.just(1)]) { $0[0] }.asObservable()
    }
    assertReported("resultSelector", "Maybe.zip", #line + 1) {
      Maybe.zip($0.take(1).asMaybe(), Maybe.just(1)) { $0 + $1 }.asObservable()
    }
  }

  func testTheTupleFormsOfCombineLatestAndZipAreNotReported() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let (combined, zipped) = MainActor.assumeIsolated {
        (Observable.combineLatest(subject, Observable.just(1)), Observable.zip([subject, subject]))
      }
      let subscriptions = CompositeDisposable()
      _ = subscriptions.insert(combined.subscribe())
      _ = subscriptions.insert(zipped.subscribe())
      sendInBackground(subject, [.next(1), .completed])
      subscriptions.dispose()
    }
    XCTAssertEqual(issues, [])
  }

  func testTheFactoriesOfDeferredAndUsingAreReportedWhereTheSubscriptionIsMade() {
    final class Resource: Disposable, Sendable { func dispose() {} }
    var lines: [UInt] = []
    let issues = RuntimeIssueRecorder.issues {
      let made = MainActor.assumeIsolated {
        lines = [#line + 2, #line + 3]
        return (
          Observable.deferred { Observable.just(1) },
          Observable.using({ Resource() }, observableFactory: { _ in Observable.just(2) })
        )
      }
      let sender = BackgroundSender(UncheckedPair(made)) { pair in
        pair.value.0.subscribe().dispose()
        pair.value.1.subscribe().dispose()
      }
      XCTAssertTrue(sender.waitUntilDone())
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation, .isolationViolation], "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "The observableFactory closure given to Observable.deferred at \(here):\(lines[0])")
        ?? false, "\(issues)")
    XCTAssertTrue(
      issues.last?.message.hasPrefix("The resourceFactory closure given to Observable.using at \(here):\(lines[1])")
        ?? false, "\(issues)")
    XCTAssertTrue(issues.first?.message.contains("subscribe on the main thread") ?? false)
  }

  func testTheTraitsPassTheCallersIsolationOn() {
    assertReported("predicate", "take(while:behavior:)", #line + 1) {
      $0.asInfallible(onErrorJustReturn: 0).take(while: { $0 < 10 }).asObservable()
    }
    assertReported("transform", "map", #line + 1) {
      $0.asInfallible(onErrorJustReturn: 0).map { $0 + 1 }.asObservable()
    }
    assertReported("resultSelector", "withUnretained(_:resultSelector:)", #line + 1) {
      $0.asInfallible(onErrorJustReturn: 0).withUnretained(unretainedOwner) { _, element in element }.asObservable()
    }
    var line: UInt = 0
    let single = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      let mapped = MainActor.assumeIsolated {
        line = #line + 1
        return single.take(1).asSingle().map { $0 * 2 }
      }
      _ = subscription.insert(mapped.subscribe { _ in })
      sendInBackground(single, [.next(1)])
      subscription.dispose()
    }
    assertOneReport(issues, "transform", "map", line)
  }

  func testEachSubscriptionOfAnOperatorIsReportedOnce() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let doubled = MainActor.assumeIsolated { subject.map { $0 * 2 } }
      let subscriptions = CompositeDisposable()
      _ = subscriptions.insert(doubled.subscribe())
      _ = subscriptions.insert(doubled.subscribe())
      sendInBackground(subject, [.next(1), .next(2), .next(3)])
      subscriptions.dispose()
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation, .isolationViolation])
  }

  // MARK: No false report

  func testOperatorsFormedInMainActorCodeAndRunOnTheMainThreadAreNotReported() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      MainActor.assumeIsolated {
        let pipeline = subject.map { $0 * 2 }.filter { $0 > 0 }.compactMap { $0 }
          .flatMap { Observable.just($0) }.flatMapLatest { Observable.just($0) }.concatMap { Observable.just($0) }
          .do(onNext: { _ in }, onSubscribe: {}, onDispose: {}).scan(0) { $0 + $1 }
          .distinctUntilChanged { $0 }.take(while: { $0 < 100 }).skip(while: { $0 < 0 })
          .catch { _ in .empty() }
        _ = subscription.insert(pipeline.subscribe(onNext: { _ in }))
        _ = subscription.insert(Observable.just(1).map { $0 + 1 }.subscribe(onNext: { _ in }))
      }
      subject.onNext(1)
      subject.onNext(2)
      subject.onCompleted()
      subscription.dispose()
    }
    XCTAssertEqual(issues, [])
  }

  func testOperatorsFormedInNonisolatedCodeAndRunOffTheMainThreadAreNotReported() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let pipeline = subject.map { $0 * 2 }.filter { $0 > 0 }.flatMap { Observable.just($0) }
        .do(onNext: { _ in }).scan(0) { $0 + $1 }.distinctUntilChanged { $0 }
      let subscription = pipeline.subscribe(onNext: { _ in })
      sendInBackground(subject, [.next(1), .next(2), .completed])
      subscription.dispose()
      let sender = BackgroundSender(Observable.just(1).map { $0 + 1 }) { $0.subscribe().dispose() }
      XCTAssertTrue(sender.waitUntilDone())
    }
    XCTAssertEqual(issues, [])
  }

  func testIsolationNilOptsAnOperatorOut() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let doubled = MainActor.assumeIsolated { subject.map({ @Sendable in $0 * 2 }, isolation: nil) }
      let subscription = doubled.subscribe()
      sendInBackground(subject, [.next(1)])
      subscription.dispose()
    }
    XCTAssertEqual(issues, [])
  }

  // MARK: Helpers

  /// Applies `apply` in main-actor code to a subject, subscribes from here (nonisolated) and sends `events` from
  /// a background thread: exactly one report, of `closure` given to `call` at `line` of this file.
  private func assertReported<Output>(
    _ closure: String, _ call: String, _ line: UInt, events: [Event<Int>] = [.next(1), .next(2), .completed],
    _ apply: @MainActor (Observable<Int>) -> Observable<Output>,
    file: StaticString = #filePath, testLine: UInt = #line
  ) {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let applied = MainActor.assumeIsolated { apply(subject.asObservable()) }
      let subscription = applied.subscribe(onError: { _ in })
      sendInBackground(subject, events)
      subscription.dispose()
    }
    assertOneReport(issues, closure, call, line, file: file, testLine: testLine)
  }

  private func assertOneReport(
    _ issues: [RuntimeIssue], _ closure: String, _ call: String, _ line: UInt,
    file: StaticString = #filePath, testLine: UInt = #line
  ) {
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation], "\(call): \(issues)", file: file, line: testLine)
    let message = issues.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        "The \(closure) closure given to \(call) at \(here):\(line) was formed in main-actor code"),
      message, file: file, line: testLine)
    XCTAssertTrue(message.contains("not the main thread"), message, file: file, line: testLine)
  }

  /// Sends `events` from a background thread and waits until they were delivered.
  private func sendInBackground(_ subject: PublishSubject<Int>, _ events: [Event<Int>]) {
    let sender = BackgroundSender(subject) { subject in
      for event in events { subject.on(event) }
    }
    XCTAssertTrue(sender.waitUntilDone())
  }
}

/// The object `withUnretained` holds weakly in the tests above: alive for the whole run.
private final class UnretainedOwner: Sendable {}
private let unretainedOwner = UnretainedOwner()

/// Two observables made on the main actor, carried to a background thread.
private struct UncheckedPair: @unchecked Sendable {
  let value: (Observable<Int>, Observable<Int>)
  init(_ value: (Observable<Int>, Observable<Int>)) { self.value = value }
}

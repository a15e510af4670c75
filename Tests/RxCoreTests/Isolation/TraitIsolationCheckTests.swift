import RxCore
import RxTesting
import XCTest

/// The isolation reports of ``Single``, ``Maybe`` and ``Completable``, and of the `onErrorRecover` conversions to
/// ``Driver``, ``Signal`` and ``Infallible``: each closure is named as the user wrote it, with the trait's own call
/// and the user's file and line; run on the main thread, it is not reported.
final class TraitIsolationCheckTests: RxTestCase {
  private struct Failure: Error {}
  private final class Owner: Sendable {}
  private final class Resource: Disposable {
    func dispose() {}
  }

  func testSingleClosuresAreNamedAsWritten() {
    let owner = Owner()
    var line: UInt = #line + 1
    var seen = reports([.next(1)]) { $0.take(1).asSingle().subscribe(onSuccess: { _ in }) }
    XCTAssertEqual(seen, [report("onSuccess", "Single.subscribe(onSuccess:onFailure:onDisposed:)", line)])
    line = #line + 1
    seen = reports([.error(Failure())]) { $0.asSingle().subscribe(onFailure: { _ in }) }
    XCTAssertEqual(seen, [report("onFailure", "Single.subscribe(onSuccess:onFailure:onDisposed:)", line)])
    line = #line + 1
    seen = reports([.next(1)]) { $0.take(1).asSingle().subscribe(onDisposed: {}) }
    XCTAssertEqual(seen, [report("onDisposed", "Single.subscribe(onSuccess:onFailure:onDisposed:)", line)])
    line = #line + 1
    seen = reports([.next(1)]) { $0.take(1).asSingle().subscribe { _ in } }
    XCTAssertEqual(seen, [report("observer", "Single.subscribe(_:)", line)])
    line = #line + 1
    seen = reports([.next(1)]) { $0.take(1).asSingle().subscribe(with: owner, onSuccess: { _, _ in }) }
    XCTAssertEqual(seen, [report("onSuccess", "Single.subscribe(with:onSuccess:onFailure:onDisposed:)", line)])
  }

  func testMaybeClosuresAreNamedAsWritten() {
    let owner = Owner()
    let call = "Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)"
    var line: UInt = #line + 1
    var seen = reports([.next(1)]) { $0.take(1).asMaybe().subscribe(onSuccess: { _ in }) }
    XCTAssertEqual(seen, [report("onSuccess", call, line)])
    line = #line + 1
    seen = reports([.error(Failure())]) { $0.asMaybe().subscribe(onError: { _ in }) }
    XCTAssertEqual(seen, [report("onError", call, line)])
    line = #line + 1
    seen = reports([.completed]) { $0.asMaybe().subscribe(onCompleted: {}) }
    XCTAssertEqual(seen, [report("onCompleted", call, line)])
    line = #line + 1
    seen = reports([.completed]) { $0.asMaybe().subscribe(onDisposed: {}) }
    XCTAssertEqual(seen, [report("onDisposed", call, line)])
    line = #line + 1
    seen = reports([.completed]) { $0.asMaybe().subscribe { _ in } }
    XCTAssertEqual(seen, [report("observer", "Maybe.subscribe(_:)", line)])
    line = #line + 1
    seen = reports([.completed]) { $0.asMaybe().subscribe(with: owner, onCompleted: { _ in }) }
    XCTAssertEqual(
      seen, [report("onCompleted", "Maybe.subscribe(with:onSuccess:onError:onCompleted:onDisposed:)", line)])
  }

  func testCompletableClosuresAreNamedAsWritten() {
    let owner = Owner()
    let call = "Completable.subscribe(onCompleted:onError:onDisposed:)"
    var line: UInt = #line + 1
    var seen = reports([.completed]) { $0.ignoreElements().asCompletable().subscribe(onCompleted: {}) }
    XCTAssertEqual(seen, [report("onCompleted", call, line)])
    line = #line + 1
    seen = reports([.error(Failure())]) { $0.ignoreElements().asCompletable().subscribe(onError: { _ in }) }
    XCTAssertEqual(seen, [report("onError", call, line)])
    line = #line + 1
    seen = reports([.completed]) { $0.ignoreElements().asCompletable().subscribe(onDisposed: {}) }
    XCTAssertEqual(seen, [report("onDisposed", call, line)])
    line = #line + 1
    seen = reports([.completed]) { $0.ignoreElements().asCompletable().subscribe { _ in } }
    XCTAssertEqual(seen, [report("observer", "Completable.subscribe(_:)", line)])
    line = #line + 2
    seen = reports([.error(Failure())]) {
      $0.ignoreElements().asCompletable().subscribe(with: owner, onError: { _, _ in })
    }
    XCTAssertEqual(
      seen, [report("onError", "Completable.subscribe(with:onCompleted:onError:onDisposed:)", line)])
  }

  func testCreateClosuresRunBySubscribeOnAreReported() {
    let line: UInt = #line + 2
    let creates: [(String, @MainActor () -> Observable<Int>)] = [
      ("Single.create", { Single<Int>.create { _ in Disposables.create() }.asObservable() }),
      ("Maybe.create", { Maybe<Int>.create { _ in Disposables.create() }.asObservable() }),
      ("Completable.create", { Completable.create { _ in Disposables.create() }.andThen(Observable<Int>.never()) }),
    ]
    for (offset, (call, create)) in creates.enumerated() {
      let background = SerialDispatchQueueScheduler(qos: .default)
      let issues = RuntimeIssueRecorder.issues {
        let source = MainActor.assumeIsolated { create() }
        let subscription = source.subscribe(on: background).subscribe()
        XCTAssertTrue(waitUntilIdle(background))
        subscription.dispose()
        XCTAssertTrue(waitUntilIdle(background), "subscribe(on:) disposes on the scheduler too")
      }
      XCTAssertEqual(
        issues.map(\.message).map(cut), [report("subscribe", call, line + UInt(offset))], call)
    }
  }

  func testTheTraitsDeferredAndRetryWhenAreReportedWhereTheSubscriptionIsMade() {
    let line: UInt = #line + 2
    let made: [(String, String, @MainActor () -> Observable<Int>)] = [
      ("observableFactory", "Single.deferred", { Single.deferred { .just(1) }.asObservable() }),
      ("observableFactory", "Maybe.deferred", { Maybe.deferred { .just(1) }.asObservable() }),
      ("observableFactory", "Completable.deferred", { Completable.deferred { .empty() }.andThen(.just(1)) }),
      ("observableFactory", "Infallible.deferred", { Infallible.deferred { .just(1) }.asObservable() }),
      ("notificationHandler", "retry(when:)", { Single.just(1).retry { $0 as Observable<Failure> }.asObservable() }),
      ("notificationHandler", "retry(when:)", { Maybe.just(1).retry { $0 as Observable<any Error> }.asObservable() }),
    ]
    assertReportedWhereTheSubscriptionIsMade(made, firstLine: line)
  }

  func testTheTraitsUsingIsReportedUnderItsOwnCall() {
    // The resource is made first, so a subscription off the main thread reports `resourceFactory`.
    let one = Observable.just(1)
    let line: UInt = #line + 2
    let made: [(String, String, @MainActor () -> Observable<Int>)] = [
      ("resourceFactory", "Single.using", { Single.using(Resource.init) { _ in .just(1) }.asObservable() }),
      ("resourceFactory", "Maybe.using", { Maybe.using(Resource.init) { _ in .just(1) }.asObservable() }),
      ("resourceFactory", "Completable.using", { Completable.using(Resource.init) { _ in .empty() }.andThen(one) }),
    ]
    assertReportedWhereTheSubscriptionIsMade(made, firstLine: line)
  }

  func testSingleZipOfNoSinglesReportsItsResultSelectorWhereTheSubscriptionIsMade() {
    let line: UInt = #line + 2
    let made: [(String, String, @MainActor () -> Observable<Int>)] = [
      ("resultSelector", "Single.zip", { Single.zip([Single<Int>](), resultSelector: { $0.count }).asObservable() })
    ]
    assertReportedWhereTheSubscriptionIsMade(made, firstLine: line)
  }

  func testOnErrorRecoverIsReportedUnderItsConversion() {
    var line: UInt = #line + 1
    var seen = reports([.error(Failure())]) { $0.asInfallible(onErrorRecover: { _ in .just(0) }).subscribe() }
    XCTAssertEqual(seen, [report("onErrorRecover", "asInfallible(onErrorRecover:)", line)])
    line = #line + 1
    seen = sharingReports { $0.asDriver(onErrorRecover: { _ in .just(0) }).asObservable() }
    XCTAssertEqual(seen, [report("onErrorRecover", "asDriver(onErrorRecover:)", line)])
    line = #line + 1
    seen = sharingReports { $0.asSignal(onErrorRecover: { _ in .just(0) }).asObservable() }
    XCTAssertEqual(seen, [report("onErrorRecover", "asSignal(onErrorRecover:)", line)])
    line = #line + 2
    seen = sharingReports {
      $0.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: { _ in .just(0) })
        .asObservable()
    }
    XCTAssertEqual(seen, [report("onErrorRecover", "asSharedSequence(sharingStrategy:onErrorRecover:)", line)])
  }

  /// What the reports start with when `convert`, run in main-actor code with a background scheduler standing in
  /// for the main one (`SharingScheduler.mock`), converts a subject that then fails.
  private func sharingReports(_ convert: @MainActor (Observable<Int>) -> Observable<Int>) -> [String] {
    let background = SerialDispatchQueueScheduler(qos: .default)
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let converted = MainActor.assumeIsolated {
        SharingScheduler.mock(scheduler: background) { convert(subject.asObservable()) }
      }
      let subscription = converted.subscribe()
      subject.onError(Failure())
      XCTAssertTrue(waitUntilIdle(background))
      subscription.dispose()
      XCTAssertTrue(waitUntilIdle(background))
    }
    XCTAssertEqual(issues.map(\.kind), issues.map { _ in .isolationViolation })
    return issues.map(\.message).map(cut)
  }

  /// Asserts that each of `made`, made in main-actor code and subscribed on a background scheduler, reports its
  /// closure (the first element) given to its call (the second) on the line `firstLine` plus its offset.
  private func assertReportedWhereTheSubscriptionIsMade(
    _ made: [(String, String, @MainActor () -> Observable<Int>)], firstLine line: UInt
  ) {
    for (offset, (closure, call, make)) in made.enumerated() {
      let background = SerialDispatchQueueScheduler(qos: .default)
      let issues = RuntimeIssueRecorder.issues {
        let source = MainActor.assumeIsolated { make() }
        let subscription = source.subscribe(on: background).subscribe()
        XCTAssertTrue(waitUntilIdle(background))
        subscription.dispose()
        XCTAssertTrue(waitUntilIdle(background))
      }
      XCTAssertEqual(issues.map(\.message).map(cut), [report(closure, call, line + UInt(offset))], call)
      XCTAssertTrue(issues.first?.message.contains("subscribe on the main thread") ?? false, "\(issues)")
    }
  }

  func testTheTraitsCatchIsReported() {
    var line: UInt = #line + 1
    var seen = reports([.error(Failure())]) { $0.asSingle().catch { _ in .just(0) }.asObservable().subscribe() }
    XCTAssertEqual(seen, [report("handler", "catch", line)])
    line = #line + 1
    seen = reports([.error(Failure())]) { $0.asMaybe().catch { _ in .empty() }.asObservable().subscribe() }
    XCTAssertEqual(seen, [report("handler", "catch", line)])
    line = #line + 2
    seen = reports([.error(Failure())]) {
      $0.ignoreElements().asCompletable().catch { _ in .empty() }.asObservable().subscribe()
    }
    XCTAssertEqual(seen, [report("handler", "catch", line)])
  }

  // MARK: No false report

  func testTheTraitsUsingAndSingleZipOfNoSinglesSubscribedOnTheMainThreadAreNotReported() {
    let made: [@MainActor () -> Observable<Int>] = [
      { Single.using(Resource.init) { _ in .just(1) }.asObservable() },
      { Maybe.using(Resource.init) { _ in .just(2) }.asObservable() },
      { Completable.using(Resource.init) { _ in .empty() }.andThen(Observable.just(3)) },
      { Single.zip([Single<Int>](), resultSelector: { $0.count + 4 }).asObservable() },
    ]
    let seen = LockedValue<[Int]>([])
    let issues = RuntimeIssueRecorder.issues {
      for make in made {
        let source = MainActor.assumeIsolated { make() }
        source.subscribe(onNext: { value in seen.withLock { $0.append(value) } }).dispose()
      }
    }
    XCTAssertEqual(seen.withLock { $0 }, [1, 2, 3, 4], "the closures ran")
    XCTAssertEqual(issues, [])
  }

  func testOnErrorRecoverRunOnTheMainThreadIsNotReported() {
    let subject = PublishSubject<Int>()
    let seen = LockedValue<[Int]>([])
    let issues = RuntimeIssueRecorder.issues {
      let converted = MainActor.assumeIsolated {
        [
          subject.asInfallible(onErrorRecover: { _ in .just(1) }).asObservable(),
          subject.asDriver(onErrorRecover: { _ in .just(2) }).asObservable(),
          subject.asSignal(onErrorRecover: { _ in .just(3) }).asObservable(),
          subject.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: { _ in .just(4) })
            .asObservable(),
        ]
      }
      let subscriptions = converted.map { $0.subscribe(onNext: { value in seen.withLock { $0.append(value) } }) }
      subject.onError(Failure())
      for subscription in subscriptions { subscription.dispose() }
    }
    XCTAssertEqual(seen.withLock { $0 }.sorted(), [1, 2, 3, 4], "the closures ran, at once on the main thread")
    XCTAssertEqual(issues, [])
  }

  /// What the reports start with when `subscribe`, run in main-actor code, subscribes to a subject that then sends
  /// `events` from a background thread.
  private func reports(
    _ events: [Event<Int>], _ subscribe: @MainActor (Observable<Int>) -> any Disposable
  ) -> [String] {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      MainActor.assumeIsolated { _ = subscription.insert(subscribe(subject.asObservable())) }
      let sender = BackgroundSender(subject) { subject in
        for event in events { subject.on(event) }
      }
      XCTAssertTrue(sender.waitUntilDone())
      subscription.dispose()
    }
    XCTAssertEqual(issues.map(\.kind), issues.map { _ in .isolationViolation })
    return issues.map(\.message).map(cut)
  }

  /// A report's beginning: the closure, the call and where it is.
  private func report(_ closure: String, _ call: String, _ line: UInt) -> String {
    "The \(closure) closure given to \(call) at RxCoreTests/TraitIsolationCheckTests.swift:\(line)"
  }

  /// `message` up to where it says what went wrong.
  private func cut(_ message: String) -> String {
    message.components(separatedBy: " was formed").first ?? ""
  }
}

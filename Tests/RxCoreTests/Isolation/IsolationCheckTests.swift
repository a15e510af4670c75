import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// The debug-build check that a closure formed in main-actor code runs on the main thread: `subscribe` in all its
/// forms and `Observable.create`.
final class IsolationCheckTests: RxTestCase {
  func testAnOnNextClosureFormedInMainActorCodeAndRunOffTheMainThreadIsReportedOnce() {
    let subject = PublishSubject<Int>()
    let seen = LockedValue<[Int]>([])
    var expectedLine: UInt = 0
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      expectedLine = #line + 2
      MainActor.assumeIsolated {
        _ = subscription.insert(subject.subscribe(onNext: { value in seen.withLock { $0.append(value) } }))
      }
      sendInBackground(subject, [1, 2, 3])
      subscription.dispose()
    }
    XCTAssertEqual(seen.withLock { $0 }, [1, 2, 3], "the closure still runs")
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation])
    let message = issues.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        "The onNext closure given to subscribe(onNext:onError:onCompleted:onDisposed:) at "
          + "RxCoreTests/IsolationCheckTests.swift:\(expectedLine) was formed in main-actor code"), message)
    XCTAssertTrue(message.contains("not the main thread"), message)
    XCTAssertTrue(message.contains(".observe(on: MainScheduler.instance)"), message)
    XCTAssertTrue(message.contains("isolation: nil"), message)
  }

  func testEventsDeliveredOnTheMainThreadAreNotReported() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      MainActor.assumeIsolated { _ = subscription.insert(subject.subscribe(onNext: { _ in }, onCompleted: {})) }
      subject.onNext(1)
      subject.onCompleted()
      subscription.dispose()
    }
    XCTAssertEqual(issues, [])
  }

  func testAClosureFormedInNonisolatedCodeIsNotReported() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = subject.subscribe(onNext: { _ in }, onCompleted: {})
      sendInBackground(subject, [1], complete: true)
      subscription.dispose()
    }
    XCTAssertEqual(issues, [])
  }

  func testPassingIsolationNilOptsOut() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      MainActor.assumeIsolated {
        _ = subscription.insert(subject.subscribe(onNext: { @Sendable _ in }, isolation: nil))
      }
      sendInBackground(subject, [1])
      subscription.dispose()
    }
    XCTAssertEqual(issues, [])
  }

  func testEachSubscriptionIsReportedOnce() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscriptions = CompositeDisposable()
      MainActor.assumeIsolated {
        _ = subscriptions.insert(subject.subscribe(onNext: { _ in }))
        _ = subscriptions.insert(subject.subscribe { _ in })
      }
      sendInBackground(subject, [1, 2])
      subscriptions.dispose()
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation, .isolationViolation])
    XCTAssertEqual(
      issues.map { $0.message.components(separatedBy: " at ").first ?? "" },
      [
        "The onNext closure given to subscribe(onNext:onError:onCompleted:onDisposed:)",
        "The event closure given to subscribe(_:)",
      ])
  }

  func testTheStopClosuresAndOnDisposedAreCheckedToo() {
    for (name, stop) in [("onCompleted", Event<Int>.completed), ("onError", .error(TestError(id: 1)))] {
      let subject = PublishSubject<Int>()
      let issues = RuntimeIssueRecorder.issues {
        let subscription = CompositeDisposable()
        MainActor.assumeIsolated {
          _ = subscription.insert(
            subject.subscribe(onNext: { _ in }, onError: { _ in }, onCompleted: {}, onDisposed: {}))
        }
        let sender = BackgroundSender(subject) { subject in subject.on(stop) }
        XCTAssertTrue(sender.waitUntilDone())
        subscription.dispose()
      }
      XCTAssertEqual(issues.count, 1, name)
      XCTAssertTrue(issues.first?.message.hasPrefix("The \(name) closure") ?? false, "\(issues)")
    }
  }

  func testSubscribeWithAnObjectNamesItsOwnCall() {
    final class Owner: Sendable {}
    let owner = Owner()
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      MainActor.assumeIsolated {
        _ = subscription.insert(subject.subscribe(with: owner, onNext: { _, _ in }))
      }
      sendInBackground(subject, [1])
      subscription.dispose()
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "The onNext closure given to subscribe(with:onNext:onError:onCompleted:onDisposed:)") ?? false, "\(issues)")
  }

  func testAnAnyObserverClosureIsCheckedOncePerObserver() {
    let subject = PublishSubject<Int>()
    let issues = RuntimeIssueRecorder.issues {
      let subscription = CompositeDisposable()
      MainActor.assumeIsolated {
        _ = subscription.insert(subject.subscribe(AnyObserver { _ in }))
      }
      sendInBackground(subject, [1, 2])
      subscription.dispose()
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation])
    XCTAssertTrue(
      issues.first?.message.hasPrefix("The eventHandler closure given to AnyObserver(eventHandler:) at") ?? false,
      "\(issues)")
  }

  func testACreateClosureRunBySubscribeOnIsReported() {
    let background = SerialDispatchQueueScheduler(qos: .default)
    let done = DispatchSemaphore(value: 0)
    let issues = RuntimeIssueRecorder.issues {
      let numbers = MainActor.assumeIsolated {
        Observable<Int>.create { observer in
          observer.onNext(1)
          observer.onCompleted()
          return Disposables.create()
        }
      }
      let subscription = numbers.subscribe(on: background).subscribe(onCompleted: { done.signal() })
      XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
      subscription.dispose()
      XCTAssertTrue(waitUntilIdle(background))
    }
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation])
    XCTAssertTrue(
      issues.first?.message.hasPrefix("The subscribe closure given to Observable.create at") ?? false, "\(issues)")
    XCTAssertTrue(issues.first?.message.contains("subscribe(on:)") ?? false)
  }

  func testACreateClosureSubscribedOnTheMainThreadIsNotReported() {
    let issues = RuntimeIssueRecorder.issues {
      let numbers = MainActor.assumeIsolated {
        Observable<Int>.create { observer in
          observer.onNext(1)
          return Disposables.create()
        }
      }
      numbers.subscribe().dispose()
    }
    XCTAssertEqual(issues, [])
  }

  /// Sends `values` (and completion) from a background thread and waits for them to be delivered.
  private func sendInBackground(_ subject: PublishSubject<Int>, _ values: [Int], complete: Bool = false) {
    let sender = BackgroundSender(subject) { subject in
      for value in values { subject.onNext(value) }
      if complete { subject.onCompleted() }
    }
    XCTAssertTrue(sender.waitUntilDone())
  }
}

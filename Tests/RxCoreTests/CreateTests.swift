import RxCore
import RxTesting
import XCTest

private enum CreateTestError: Error {
  case boom
}

/// Collects the runtime issues reported while it is installed.
private final class CreateIssueRecorder: @unchecked Sendable {
  private let recorded = LockedValue<[RuntimeIssue]>([])

  var issues: [RuntimeIssue] { recorded.withLock { $0 } }

  func record(_ issue: RuntimeIssue) { recorded.withLock { $0.append(issue) } }
}

final class CreateTests: RxTestCase {
  /// Runs `body` with a recorder installed as `Hooks.issueHandler`.
  private func recordingIssues(_ body: () -> Void) -> [RuntimeIssue] {
    let recorder = CreateIssueRecorder()
    let previousHandler = Hooks.issueHandler
    Hooks.issueHandler = { recorder.record($0) }
    defer { Hooks.issueHandler = previousHandler }
    body()
    return recorder.issues
  }

  func testEmitsWhatTheSubscribeFunctionSends() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start {
      Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        return Disposables.create()
      }
    }

    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2)])
  }

  func testCompletionStopsTheSequenceAndDisposesTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: [Int] = []
    var res: TestableObserver<Int>?

    let issues = recordingIssues {
      res = scheduler.start {
        Observable<Int>.create { observer in
          observer.onNext(1)
          observer.onCompleted()
          observer.onNext(2)
          return Disposables.create { disposedAt.append(scheduler.clock) }
        }
      }
    }

    XCTAssertEqual(res?.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(disposedAt, [200])
    XCTAssertEqual(issues.map(\.kind), [.grammarViolation])
  }

  func testARunOfStagesOverCreateKeepsTheGrammarAndDisposesTheSubscriptionOnce() {
    var disposed = 0
    var events: [Event<Int>] = []
    let issues = recordingIssues {
      let source = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(CreateTestError.boom)
        return Disposables.create { disposed += 1 }
      }
      let subscription = source.map { $0 * 10 }.filter { _ in true }.subscribe { events.append($0) }
      subscription.dispose()
    }
    XCTAssertEqual(events, [.next(10), .completed], "what `create` sends after its stop is dropped")
    XCTAssertEqual(
      issues.map(\.kind), [.grammarViolation, .grammarViolation],
      "and reported, as without stages (the run's sink is the observer `create` sends to)")
    XCTAssertEqual(disposed, 1)
  }

  func testErrorStopsTheSequenceAndDisposesTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: [Int] = []
    var res: TestableObserver<Int>?

    let issues = recordingIssues {
      res = scheduler.start {
        Observable<Int>.create { observer in
          observer.onNext(1)
          observer.onError(CreateTestError.boom)
          observer.onCompleted()
          return Disposables.create { disposedAt.append(scheduler.clock) }
        }
      }
    }

    XCTAssertEqual(res?.events, [.next(200, 1), .error(200, CreateTestError.boom)])
    XCTAssertEqual(disposedAt, [200])
    XCTAssertEqual(issues.map(\.kind), [.grammarViolation])
  }

  func testDisposalDisposesTheSubscriptionAndDropsLaterEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: [Int] = []

    let res = scheduler.start(disposed: 250) {
      Observable<Int>.create { observer in
        scheduler.scheduleAt(210) { observer.onNext(1) }
        scheduler.scheduleAt(300) { observer.onNext(2) }
        return Disposables.create { disposedAt.append(scheduler.clock) }
      }
    }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(disposedAt, [250])
  }

  func testEverySubscriptionRunsTheSubscribeFunction() {
    var subscriptions = 0
    let counted = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(subscriptions)
      observer.onCompleted()
      return Disposables.create()
    }
    var received: [Int] = []

    counted.subscribe(onNext: { received.append($0) }).dispose()
    counted.subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [1, 2])
  }
}

import Dispatch
import RxCore
import RxTesting
import XCTest

/// Each mistake of issue 23, written as an app writes it, and the report RxCore gives for it in a debug build.
final class MistakeTests: AppTestCase {
  private func screen() -> ProfileViewController {
    MainActor.assumeIsolated { ProfileViewController(viewModel: ProfileViewModel(service: ProfileService())) }
  }

  /// Sends a nickname and waits until the background scheduler has delivered it.
  private func sendNickname(to screen: ProfileViewController) {
    MainActor.assumeIsolated { screen.viewModel.nickname.accept("새싹") }
    settle()
  }

  private func assertOneIsolationReport(
    _ issues: [RuntimeIssue], closure: String, call: String, at location: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(issues.map(\.kind), [.isolationViolation], "\(issues)", file: file, line: line)
    let message = issues.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix("The \(closure) closure given to \(call) at \(location) was formed in main-actor code"),
      message, file: file, line: line)
    XCTAssertTrue(message.contains("not the main thread"), message, file: file, line: line)
  }

  func testASubscribeClosureRunAfterObserveOnABackgroundSchedulerIsReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { screen.showNicknameOffMain() }
      sendNickname(to: screen)
      close(screen)
    }
    assertOneIsolationReport(
      issues, closure: "onNext", call: "subscribe(onNext:onError:onCompleted:onDisposed:)",
      at: location(of: "subscribe", in: "ProfileViewController.swift"))
    XCTAssertTrue(issues.first?.message.contains(".observe(on: MainScheduler.instance)") ?? false)
  }

  func testAClosureMarkedMainActorIsReportedTheSameWay() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { screen.showNicknameOffMainExplicitly() }
      sendNickname(to: screen)
      close(screen)
    }
    assertOneIsolationReport(
      issues, closure: "onNext", call: "subscribe(onNext:onError:onCompleted:onDisposed:)",
      at: location(of: "explicit", in: "ProfileViewController.swift"))
  }

  func testBindOnNextOffTheMainThreadIsReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { screen.bindStatusOffMain() }
      sendNickname(to: screen)
      close(screen)
    }
    assertOneIsolationReport(
      issues, closure: "onNext", call: "bind(onNext:)", at: location(of: "bind", in: "ProfileViewController.swift"))
  }

  func testSubscribeWithSelfOffTheMainThreadIsReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { screen.showNicknameWithSelfOffMain() }
      sendNickname(to: screen)
      close(screen)
    }
    assertOneIsolationReport(
      issues, closure: "onNext", call: "subscribe(with:onNext:onError:onCompleted:onDisposed:)",
      at: location(of: "with", in: "ProfileViewController.swift"))
  }

  func testABinderGivenABackgroundSchedulerIsReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { screen.bindThroughABackgroundBinder() }
      settle()
      close(screen)
    }
    assertOneIsolationReport(
      issues, closure: "binding", call: "Binder.init", at: location(of: "binder", in: "ProfileViewController.swift"))
    XCTAssertTrue(issues.first?.message.contains("keep the default scheduler (MainScheduler())") ?? false)
  }

  func testASingleAnsweredOnABackgroundThreadWithoutObserveOnIsReported() {
    let viewModel = MainActor.assumeIsolated { ProfileViewModel(service: ProfileService()) }
    let issues = RuntimeIssueRecorder.issues {
      let subscription = MainActor.assumeIsolated { UncheckedDisposable(viewModel.loadWithoutObserveOn()) }
      runMainLoop(until: { MainActor.assumeIsolated { viewModel.nickname.value } == "새싹" })
      subscription.value.dispose()
      settle()
    }
    assertOneIsolationReport(
      issues, closure: "onSuccess", call: "Single.subscribe(onSuccess:onFailure:onDisposed:)",
      at: location(of: "single", in: "ProfileViewModel.swift"))
  }

  func testACreateClosureRunBySubscribeOnIsReported() {
    let viewModel = MainActor.assumeIsolated { ProfileViewModel(service: ProfileService()) }
    let done = DispatchSemaphore(value: 0)
    let issues = RuntimeIssueRecorder.issues {
      let cached = MainActor.assumeIsolated { viewModel.cachedNicknames() }
      let subscription = cached.subscribe(onCompleted: { done.signal() })
      XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
      subscription.dispose()
      settle()
    }
    assertOneIsolationReport(
      issues, closure: "subscribe", call: "Observable.create",
      at: location(of: "create", in: "ProfileViewModel.swift"))
    XCTAssertTrue(issues.first?.message.contains("subscribe on the main thread") ?? false)
  }

  func testDrivingADriverFromABackgroundQueueIsReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      let handler = MainActor.assumeIsolated { screen.driveFromACompletionHandler() }
      XCTAssertTrue(handler.waitUntilDone())
      settle()
      close(screen)
    }
    XCTAssertEqual(issues.map(\.kind), [.wrongThread], "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "drive(_:) at \(location(of: "drive", in: "ProfileViewController.swift")) was called on ") ?? false,
      "\(issues)")
    XCTAssertTrue(issues.first?.message.contains("replays its latest element") ?? false)
  }

  func testAControlPropertyDrivenAndAControlEventEmittedFromABackgroundQueueAreReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      let handler = MainActor.assumeIsolated { screen.driveControlsFromBackground() }
      XCTAssertTrue(handler.waitUntilDone())
      settle()
      close(screen)
    }
    XCTAssertEqual(issues.map(\.kind), [.wrongThread, .wrongThread], "\(issues)")
    XCTAssertTrue(
      issues.first?.message.hasPrefix(
        "drive(_:) at \(location(of: "control property", in: "ProfileViewController.swift"))") ?? false,
      "\(issues)")
    XCTAssertTrue(
      issues.last?.message.hasPrefix(
        "emit(onNext:onCompleted:onDisposed:) at \(location(of: "control event", in: "ProfileViewController.swift"))")
        ?? false, "\(issues)")
  }

  // MARK: Operators

  /// Binds the screen one way, sends a nickname, and returns the reports.
  private func reports(of bind: @MainActor (ProfileViewController) -> Void) -> [RuntimeIssue] {
    let screen = screen()
    return RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { bind(screen) }
      sendNickname(to: screen)
      close(screen)
    }
  }

  func testAMapClosureRunOffTheMainThreadIsReported() {
    let issues = reports { $0.prefixNicknameOffMain() }
    assertOneIsolationReport(
      issues, closure: "transform", call: "map", at: location(of: "map", in: "ProfileViewController.swift"))
    XCTAssertTrue(issues.first?.message.contains(".observe(on: MainScheduler.instance)") ?? false)
  }

  func testAFilterClosureRunOffTheMainThreadIsReported() {
    assertOneIsolationReport(
      reports { $0.filterWhileEditingOffMain() }, closure: "predicate", call: "filter",
      at: location(of: "filter", in: "ProfileViewController.swift"))
  }

  func testAFlatMapLatestSelectorRunOffTheMainThreadIsReported() {
    assertOneIsolationReport(
      reports { $0.searchOffMain() }, closure: "selector", call: "flatMapLatest",
      at: location(of: "flatMapLatest", in: "ProfileViewController.swift"))
  }

  func testADoSideEffectRunOffTheMainThreadIsReported() {
    assertOneIsolationReport(
      reports { $0.showSavingOffMain() }, closure: "onNext", call: "do",
      at: location(of: "do", in: "ProfileViewController.swift"))
  }

  func testAScanAccumulatorRunOffTheMainThreadIsReported() {
    assertOneIsolationReport(
      reports { $0.countEditsOffMain() }, closure: "accumulator", call: "scan(_:accumulator:)",
      at: location(of: "scan", in: "ProfileViewController.swift"))
  }

  func testAnObservableHandedToADetachedTaskIsReportedWhereItsMapRuns() {
    let screen = screen()
    let titles = LockedValue<[String]>([])
    let issues = RuntimeIssueRecorder.issues {
      // Handed over through a slot the task empties, so the task lets go of the observable before it signals (a
      // task's closure keeps its captures until some time after it returns, and the leak check would see them).
      let slot = LockedValue<Observable<String>?>(MainActor.assumeIsolated { screen.titlesForADetachedTask() })
      let done = DispatchSemaphore(value: 0)
      Task.detached {
        if let made = slot.withLock({ $0.take() }) {
          made.subscribe(onNext: { title in titles.withLock { $0.append(title) } }).dispose()
        }
        done.signal()
      }
      XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
      close(screen)
    }
    XCTAssertEqual(titles.withLock { $0 }, ["@1"], "the closure still runs")
    assertOneIsolationReport(
      issues, closure: "transform", call: "map", at: location(of: "detached", in: "ProfileViewController.swift"))
  }

  func testAMapOnASingleAnsweredOnABackgroundThreadIsReported() {
    let viewModel = MainActor.assumeIsolated { ProfileViewModel(service: ProfileService()) }
    let issues = RuntimeIssueRecorder.issues {
      let subscription = MainActor.assumeIsolated { UncheckedDisposable(viewModel.loadAndDecorate()) }
      runMainLoop(until: { MainActor.assumeIsolated { viewModel.nickname.value } == "새싹cached" })
      subscription.value.dispose()
      settle()
    }
    assertOneIsolationReport(
      issues, closure: "transform", call: "map", at: location(of: "single map", in: "ProfileViewModel.swift"))
  }
}

/// A subscription made on the main actor, carried back to the test.
struct UncheckedDisposable: @unchecked Sendable {
  let value: any Disposable
  init(_ value: any Disposable) { self.value = value }
}

import Dispatch
import RxCore
import RxTesting
import XCTest

/// The correct patterns of the same screen: delivery on the main thread, Drivers and Signals, nonisolated background
/// work, a `@Sendable` closure opted out. None is reported.
final class CorrectPatternTests: AppTestCase {
  private func screen() -> ProfileViewController {
    MainActor.assumeIsolated { ProfileViewController(viewModel: ProfileViewModel(service: ProfileService())) }
  }

  func testDriversSignalsAndControlsOnTheMainThreadAreNotReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated {
        screen.bindOutputs()
        screen.nicknameField.text = "새싹"
        screen.saveButton.tap()
      }
      XCTAssertEqual(MainActor.assumeIsolated { screen.nicknameLabel.text }, "새싹")
      XCTAssertEqual(MainActor.assumeIsolated { screen.statusLabel.text }, "saved 새싹")
      close(screen)
    }
    XCTAssertEqual(issues, [])
  }

  func testValuesSentFromABackgroundThreadReachTheScreenOnTheMainThread() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated { screen.bindOutputs() }
      let nickname = MainActor.assumeIsolated { screen.viewModel.nickname }
      // The sending thread is still inside `accept` (and holds the chain) after the label shows the value; the test
      // waits for the send to return there before it closes the screen and the leak check counts.
      let sent = DispatchGroup()
      DispatchQueue.global().async(group: sent) { nickname.accept("from the background") }
      runMainLoop(until: { MainActor.assumeIsolated { screen.nicknameLabel.text } == "from the background" })
      XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
      close(screen)
    }
    XCTAssertEqual(issues, [])
  }

  func testBackgroundWorkFollowedByObserveOnMainIsNotReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated {
        screen.showNicknameAfterBackgroundWork()
        screen.viewModel.nickname.accept("새싹")
      }
      runMainLoop(until: { MainActor.assumeIsolated { screen.nicknameLabel.text } == "새싹" })
      settle()
      close(screen)
    }
    XCTAssertEqual(issues, [])
  }

  func testASingleFromTheServiceObservedOnMainIsNotReported() {
    let viewModel = MainActor.assumeIsolated { ProfileViewModel(service: ProfileService()) }
    let issues = RuntimeIssueRecorder.issues {
      let subscription = MainActor.assumeIsolated { UncheckedDisposable(viewModel.load()) }
      runMainLoop(until: { MainActor.assumeIsolated { viewModel.nickname.value } == "새싹" })
      subscription.value.dispose()
      settle()
    }
    XCTAssertEqual(issues, [])
  }

  func testNonisolatedBackgroundWorkIsNotReported() {
    let log = LockedValue<[String]>([])
    let issues = RuntimeIssueRecorder.issues {
      let subscription = ProfileService().save("새싹", into: log)
      runMainLoop(until: { log.withLock { $0 } == ["새싹"] })
      subscription.dispose()
      settle()
    }
    XCTAssertEqual(issues, [])
  }

  func testASendableClosureWithTheCheckTurnedOffIsNotReported() {
    let screen = screen()
    let log = LockedValue<[String]>([])
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated {
        screen.logInBackground(log)
        screen.viewModel.nickname.accept("새싹")
      }
      runMainLoop(until: { log.withLock { $0 }.contains("새싹") })
      close(screen)
    }
    XCTAssertEqual(issues, [])
  }

  func testABinderFedFromABackgroundThreadAppliesOnTheMainThread() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      let binder = MainActor.assumeIsolated { screen.nicknameLabel.rx.text }
      let sent = DispatchGroup()
      DispatchQueue.global().async(group: sent) { binder.onNext("새싹") }
      runMainLoop(until: { MainActor.assumeIsolated { screen.nicknameLabel.text } == "새싹" })
      XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
    }
    XCTAssertEqual(issues, [])
  }

  func testOperatorsAfterObserveOnMainAreNotReported() {
    let screen = screen()
    let issues = RuntimeIssueRecorder.issues {
      MainActor.assumeIsolated {
        screen.formatNicknameOnMain()
        screen.viewModel.nickname.accept("새싹")
      }
      runMainLoop(until: { MainActor.assumeIsolated { screen.nicknameLabel.text } == "@새싹" })
      XCTAssertEqual(MainActor.assumeIsolated { screen.statusLabel.text }, "shown")
      close(screen)
    }
    XCTAssertEqual(issues, [])
  }

  func testOperatorsFormedInNonisolatedCodeAndRunInTheBackgroundAreNotReported() {
    let log = LockedValue<[String]>([])
    let issues = RuntimeIssueRecorder.issues {
      let subscription = ProfileService().normalize("새싹", into: log)
      runMainLoop(until: { log.withLock { $0 } == ["새싹!"] })
      subscription.dispose()
      settle()
    }
    XCTAssertEqual(issues, [])
  }
}

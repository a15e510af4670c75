import Dispatch
import RxCore
import RxTesting
import XCTest

final class SharedSequenceSubscriptionTests: RxTestCase {
  func testDriveAndEmitWithoutClosuresRunTheSideEffects() {
    let relay = BehaviorRelay(value: 1)
    let taps = PublishRelay<Int>()
    var driven: [Int] = []
    var emitted: [Int] = []
    let bag = DisposeBag()
    relay.asDriver().do(onNext: { driven.append($0) }).drive().disposed(by: bag)
    taps.asSignal().do(onNext: { emitted.append($0) }).emit().disposed(by: bag)
    relay.accept(2)
    taps.accept(3)
    XCTAssertEqual(driven, [1, 2])
    XCTAssertEqual(emitted, [3])
  }

  func testDriveIntoACurriedBindingFunction() {
    final class Label {
      var texts: [String] = []
    }
    func show(_ texts: Observable<String>) -> (Label) -> any Disposable {
      { label in texts.subscribe(onNext: { label.texts.append($0) }) }
    }
    let label = Label()
    let nickname = BehaviorRelay(value: "새싹")
    let subscription = nickname.asDriver().drive(show, curriedArgument: label)
    nickname.accept("Sprout")
    subscription.dispose()
    nickname.accept("ignored")
    XCTAssertEqual(label.texts, ["새싹", "Sprout"])
  }

  func testEnsureRunningOnMainThreadReportsOnlyOffTheMainThread() {
    let onMain = RuntimeIssueRecorder.issues {
      MainScheduler.ensureRunningOnMainThread()
      MainScheduler.ensureExecutingOnScheduler()
    }
    XCTAssertEqual(onMain, [])
    let recorder = RuntimeIssueRecorder()
    recorder.start()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      MainScheduler.ensureRunningOnMainThread(errorMessage: "label updated off the main thread")
      MainScheduler.ensureExecutingOnScheduler()
      done.signal()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    recorder.stop()
    XCTAssertEqual(recorder.issues.map(\.kind), [.wrongThread, .wrongThread])
    XCTAssertEqual(recorder.issues.first?.message, "label updated off the main thread")
  }
}

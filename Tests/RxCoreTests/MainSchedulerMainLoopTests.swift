import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// `MainScheduler` knows the main queue by the queue: work scheduled from code the main queue is running runs at
/// once, whichever loop drains the main queue. `dispatchMain()` and `RunLoop.main.run()` never return, so each runs
/// in a child process: this test binary, started again on the same test with `RXCORE_MAIN_LOOP_PROBE` set, which
/// queues a probe on the main queue, starts the loop, prints one `PROBE` line from inside it and exits. The GLib
/// main loop has its test in `Apps/RxGTK` (RxGTKTests).
final class MainSchedulerMainLoopTests: RxTestCase {
  func testUnderDispatchMainWorkFromTheMainQueueRunsAtOnceThoughNotOnTheMainThread() throws {
    let probe = try probeResult(loop: "dispatchMain", test: #function)
    XCTAssertEqual(
      probe,
      "PROBE onMainThread=false schedule=atOnce observeOn=[1, 2] driver=[7] isOnMainThread=true reports=0")
  }

  func testUnderRunLoopMainRunWorkFromTheMainQueueRunsAtOnce() throws {
    let probe = try probeResult(loop: "runLoop", test: #function)
    XCTAssertEqual(
      probe,
      "PROBE onMainThread=true schedule=atOnce observeOn=[1, 2] driver=[7] isOnMainThread=true reports=0")
  }

  func testInTheMainRunLoopOfThisProcessWorkFromTheMainQueueRunsAtOnce() {
    let line = LockedValue<String?>(nil)
    DispatchQueue.main.async { line.withLock { $0 = Self.probe() } }
    let deadline = Date(timeIntervalSinceNow: 10)
    while line.withLock({ $0 }) == nil && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    XCTAssertEqual(
      line.withLock { $0 },
      "PROBE onMainThread=true schedule=atOnce observeOn=[1, 2] driver=[7] isOnMainThread=true reports=0")
  }

  /// In the child (`RXCORE_MAIN_LOOP_PROBE` set): queues the probe, runs the loop, and exits from inside it. In the
  /// parent: runs the child on `test` and returns its `PROBE` line.
  private func probeResult(loop: String, test: String) throws -> String? {
    #if os(Linux)
      if let childLoop = ProcessInfo.processInfo.environment["RXCORE_MAIN_LOOP_PROBE"] {
        DispatchQueue.main.async {
          FileHandle.standardOutput.write(Data((Self.probe() + "\n").utf8))
          exit(0)
        }
        if childLoop == "dispatchMain" { dispatchMain() }
        RunLoop.main.run()
        FileHandle.standardOutput.write(Data("PROBE the run loop returned\n".utf8))
        exit(1)
      }
      let child = Process()
      child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
      child.arguments = ["RxCoreTests.MainSchedulerMainLoopTests/\(name)"]
      child.environment = ProcessInfo.processInfo.environment.merging(["RXCORE_MAIN_LOOP_PROBE": loop]) { $1 }
      let output = Pipe()
      child.standardOutput = output
      child.standardError = FileHandle.nullDevice
      let exited = DispatchSemaphore(value: 0)
      child.terminationHandler = { _ in exited.signal() }
      try child.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      if exited.wait(timeout: .now() + 60) == .timedOut {
        child.terminate()
        XCTFail("the child under \(loop) did not exit within 60 s")
      }
      XCTAssertEqual(child.terminationStatus, 0)
      let text = String(decoding: data, as: UTF8.self)
      return text.split(separator: "\n").first { $0.hasPrefix("PROBE") }.map(String.init)
    #else
      throw XCTSkip("the main queue runs on a worker thread under dispatchMain() on Linux only")
    #endif
  }

  /// Run from work the main queue is running: what ran at once, as one line.
  private static func probe() -> String {
    let onMainThread = Thread.isMainThread
    var ranAtOnce = false
    _ = MainScheduler.instance.schedule(()) { _ in
      ranAtOnce = true
      return Disposables.create()
    }
    var delivered: [Int] = []
    let relay = BehaviorRelay(value: 7)
    let driven = LockedValue<[Int]>([])
    let issues = RuntimeIssueRecorder.issues {
      Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { delivered.append($0) }).dispose()
      MainActor.assumeIsolated {
        relay.asDriver().drive(onNext: { value in driven.withLock { $0.append(value) } }).dispose()
      }
    }
    return "PROBE onMainThread=\(onMainThread) schedule=\(ranAtOnce ? "atOnce" : "queued") observeOn=\(delivered) "
      + "driver=\(driven.withLock { $0 }) isOnMainThread=\(MainScheduler.isOnMainThread) reports=\(issues.count)"
  }
}

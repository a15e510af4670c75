import Foundation
import RxCore
import RxTesting
import XCTest

/// What the app tests share: a screen made on the main actor, a main run loop to spin while background work
/// finishes, and the line of a `// mistake:` marker in the app's sources.
class AppTestCase: RxTestCase {
  /// Runs the main run loop (which serves the main queue) until `isDone` holds or 10 s have passed.
  func runMainLoop(until isDone: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
    let deadline = Date(timeIntervalSinceNow: 10)
    while !isDone() {
      if Date() > deadline {
        XCTFail("not done within 10 s", file: file, line: line)
        return
      }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
  }

  /// Lets the (serial) background scheduler, then the main queue, finish what they were given before the call, so the
  /// test reads what they did after it happened, and the leak check sees nothing in flight.
  func settle() {
    let idle = LockedValue(false)
    _ = background.schedule(()) { _ in
      DispatchQueue.main.async { idle.withLock { $0 = true } }
      return Disposables.create()
    }
    runMainLoop(until: { idle.withLock { $0 } })
  }

  /// `App/<file>:<line>` of the line in the app's sources that carries `// mistake: <marker>`, as a report names it.
  func location(of marker: String, in file: String, testFile: StaticString = #filePath) -> String {
    let app = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent().appendingPathComponent("App/\(file)")
    let lines = (try? String(contentsOf: app, encoding: .utf8))?.components(separatedBy: "\n") ?? []
    let index = lines.firstIndex { $0.contains("// mistake: \(marker)") }
    return "Swift6AppTests/\(file):\((index ?? -2) + 1)"
  }

  /// Ends a screen's subscriptions and lets what they scheduled finish.
  func close(_ screen: ProfileViewController) {
    screen.backgroundSubscriptions.dispose()
    MainActor.assumeIsolated { screen.disposeBag = DisposeBag() }
    settle()
  }
}

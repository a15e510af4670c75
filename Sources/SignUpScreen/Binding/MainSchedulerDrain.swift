import Foundation
import RxCore

/// Runs the work `MainScheduler.instance` has queued on the main queue, on the main thread, until none is left.
///
/// `MainScheduler.instance` delivers at once only when nothing is queued before it: a Driver made with
/// `asDriver` inside another Driver's delivery is queued on the main queue, as in RxSwift. Sprout's view models
/// cross to the main scheduler only once per input, so nothing is queued today, but a view model written the other
/// way would leave the screen one step behind. A UIKit app's run loop runs that queue before the next frame; this
/// terminal app has its own loop, so it calls `drain()` after pushing an input and before drawing.
///
/// How it knows the queue is empty: it schedules a probe on `MainScheduler.instance`; the probe runs at once
/// exactly when nothing is queued, and otherwise runs after everything queued before it.
enum MainSchedulerDrain {
  /// The most probes one drain sends before giving up (a guard against a Driver that feeds itself forever).
  static let maximumRounds = 10_000

  /// Runs queued main-scheduler work until none is left. Does nothing off the main thread.
  static func drain() {
    guard Thread.isMainThread else { return }
    for _ in 0..<maximumRounds {
      let probe = Probe()
      _ = MainScheduler.instance.schedule(probe) { probe in
        probe.hasRun = true
        return Disposables.create()
      }
      if probe.hasRun { return }
      while !probe.hasRun {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
      }
    }
  }

  /// Whether the probe has run; only touched on the main thread.
  private final class Probe {
    var hasRun = false
  }
}

import Dispatch
import RxCore

/// Waits until a serial scheduler has run everything scheduled before the call (and released it), at most
/// `seconds`; returns whether it got there in time. Tests call it before the leak check of `RxTestCase`.
func waitUntilIdle(_ scheduler: any ImmediateSchedulerType, seconds: Int = 10) -> Bool {
  for _ in 0..<2 {
    let idle = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      idle.signal()
      return Disposables.create()
    }
    guard idle.wait(timeout: .now() + .seconds(seconds)) == .success else { return false }
  }
  return true
}

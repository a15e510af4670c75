/// An observer that records every event with the virtual time it arrived at, as in RxTest.
///
/// `Sendable` so that it can be subscribed wherever an observer is expected, but not safe for concurrent use: it
/// records on the thread that runs its ``TestScheduler``.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  private let scheduler: TestScheduler

  /// The recorded events.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the scheduler's current time.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}

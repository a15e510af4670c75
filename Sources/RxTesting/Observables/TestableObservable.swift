/// An observable that plays recorded events on a ``TestScheduler`` and records its subscriptions, as in RxTest.
///
/// `Sendable` as ``Observable`` is; its events are sent by its ``TestScheduler``, on the thread that runs it.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  /// The scheduler the events are played on.
  public let testScheduler: TestScheduler
  /// The events this observable plays.
  public let recordedEvents: [Recorded<Event<Element>>]
  /// Every subscription, with the times it started and ended.
  public internal(set) var subscriptions: [Subscription] = []

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.recordedEvents = recordedEvents
  }

  /// Subscribes `observer`.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    Disposables.create()
  }

  /// Records the start of a subscription and returns a disposable that records its end.
  func recordSubscription(onEnd: @escaping () -> Void) -> any Disposable {
    subscriptions.append(Subscription(testScheduler.clock))
    let index = subscriptions.count - 1
    return Disposables.create { [self] in
      onEnd()
      subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
  }
}

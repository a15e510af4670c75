/// An observable that plays recorded events on a ``TestScheduler`` and records its subscriptions, as in RxTest.
///
/// `Sendable` as RxCore's `Observable` is; its events are sent by its ``TestScheduler``, on the thread that runs it.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  /// The scheduler the events are played on.
  public let testScheduler: TestScheduler
  /// The events this observable plays.
  public let recordedEvents: [Recorded<Event<Element>>]
  /// Every subscription, with the times it started and ended.
  public internal(set) var subscriptions: [Subscription] = []
  /// Calls the subclass's `play(to:)` (its ``TestablePlayback`` conformance).
  private let playFunction: (TestableObservable<Element>, AnyObserver<Element>) -> any Disposable

  /// Makes the observable whose type is `Body` (the subclass calling it).
  init<Body: TestableObservable<Element> & TestablePlayback>(
    testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], playing _: Body.Type
  ) where Body.Element == Element {
    self.testScheduler = testScheduler
    self.recordedEvents = recordedEvents
    // Only ever called with the observable that made it, whose type is `Body`.
    self.playFunction = { observable, observer in unsafeDowncast(observable, to: Body.self).play(to: observer) }
  }

  /// Subscribes `observer`.
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    playFunction(self, AnyObserver(observer))
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

/// A test observable whose events happen at fixed virtual times whether or not anyone subscribes.
///
/// As in RxTest, the scheduled events hold the observable, so it plays them even when nothing else keeps it.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
  private var nextKey = 0

  override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      testScheduler.scheduleAt(recorded.time) { [self] in
        for entry in observers { entry.observer.on(recorded.value) }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let key = nextKey
    nextKey += 1
    observers.append((key, AnyObserver(observer)))
    return recordSubscription { [self] in observers.removeAll { $0.key == key } }
  }
}

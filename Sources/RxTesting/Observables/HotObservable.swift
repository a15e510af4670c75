/// A test observable whose events happen at fixed virtual times whether or not anyone subscribes.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  private var observers: [Int: AnyObserver<Element>] = [:]
  private var nextKey = 0

  override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      testScheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        for key in self.observers.keys.sorted() {
          self.observers[key]?.on(recorded.value)
        }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let key = nextKey
    nextKey += 1
    observers[key] = AnyObserver(observer)
    return recordSubscription { [weak self] in self?.observers[key] = nil }
  }
}

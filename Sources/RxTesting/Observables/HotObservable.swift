/// A test observable whose events happen at fixed virtual times whether or not anyone subscribes.
///
/// As in RxTest, the scheduled events hold the observable, so it plays them even when nothing else keeps it.
final class HotObservable<Element>: TestableObservable<Element>, TestablePlayback, @unchecked Sendable {
  private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
  private var nextKey = 0

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents, playing: HotObservable.self)
    for recorded in recordedEvents {
      testScheduler.scheduleAt(recorded.time) { [self] in
        for entry in observers { entry.observer.on(recorded.value) }
      }
    }
  }

  func play(to observer: AnyObserver<Element>) -> any Disposable {
    let key = nextKey
    nextKey += 1
    observers.append((key, observer))
    return recordSubscription { [self] in observers.removeAll { $0.key == key } }
  }
}

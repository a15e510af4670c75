/// A test observable that plays its events relative to each subscription's time.
///
/// As in RxTest, disposing a subscription does not take its events off the scheduler: they still come due (so
/// the clock still moves to their times) but are no longer delivered.
final class ColdObservable<Element>: TestableObservable<Element>, TestablePlayback, @unchecked Sendable {
  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents, playing: ColdObservable.self)
  }

  func play(to observer: AnyObserver<Element>) -> any Disposable {
    let ended = BooleanDisposable()
    for recorded in recordedEvents {
      _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
        if !ended.isDisposed { observer.on(recorded.value) }
        return Disposables.create()
      }
    }
    return recordSubscription { ended.dispose() }
  }
}

/// A test observable that plays its events relative to each subscription's time.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let scheduled = CompositeDisposable()
    for recorded in recordedEvents {
      _ = scheduled.insert(
        testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
          observer.on(recorded.value)
          return Disposables.create()
        })
    }
    return recordSubscription { scheduled.dispose() }
  }
}

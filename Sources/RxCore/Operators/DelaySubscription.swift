extension ObservableType {
  /// Subscribes to the source only after `dueTime`; its events are then forwarded as they come.
  ///
  /// ```swift
  /// refresh.delaySubscription(.seconds(5), scheduler: MainScheduler.instance)  // first request after 5 s
  /// ```
  /// Disposing before `dueTime` means the source is never subscribed to.
  /// - Parameters:
  ///   - dueTime: How long to wait before subscribing.
  ///   - scheduler: Where to run the timer (and so where the subscription happens).
  /// - Returns: The source's events, subscribed to later.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
  }
}

/// Forwards the source's events; single source, so no lock is needed.
private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  func on(_ event: Event<Element>) {
    if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
  }
}

private final class DelaySubscription<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = DelaySubscriptionSink(observer: observer, cancel: cancel)
    let source = self.source
    let subscription = scheduler.scheduleTimer((), after: dueTime) { _ in source.subscribe(sink) }
    return (sink, subscription)
  }
}

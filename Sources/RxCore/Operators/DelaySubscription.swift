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
private final class DelaySubscriptionSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  func on(_ event: Event<Element>) {
    forward(event)
  }
}

private final class DelaySubscription<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(running: DelaySubscription.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DelaySubscriptionSink(observer: observer, disposer: disposer)
    let source = self.source
    let subscription = scheduler.scheduleTimer((), after: dueTime) { _ in source.subscribe(sink) }
    return (sink, subscription)
  }
}

extension ObservableType {
  /// Emits the source's elements for `duration` from the subscription, then completes.
  ///
  /// ```swift
  /// sensorReadings.take(for: .seconds(10), scheduler: scheduler).toArray()
  /// ```
  /// The timer starts before the source is subscribed to; when it fires, the source subscription is disposed.
  /// - Parameters:
  ///   - duration: How long to take elements.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The elements emitted during `duration`.
  public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    TakeFor(source: asObservable(), duration: duration, scheduler: scheduler)
  }

  /// Emits the source's elements for `duration`; the RxSwift 5 name of `take(for:scheduler:)`.
  /// - Parameters:
  ///   - duration: How long to take elements.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The elements emitted during `duration`.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }
}

/// Forwards the source's events until the timer completes the result; the timer and the source may run on
/// different threads, so deliveries go through the serial queue.
private final class TakeForSink<Output>:
  SerialDeliverySink<Output, Event<Output>>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private var state = ForwardingState<Element>()

  func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) -> any Disposable {
    let timer = scheduler.scheduleTimer((), after: duration) { _ in
      self.deliver(.completed)
      return Disposables.create()
    }
    return Disposables.create(timer, source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    deliver(event)
  }

  private func deliver(_ event: Event<Element>) {
    submit { state.received(event) }
  }

  func perform(_ event: Event<Element>) {
    forward(event)
  }
}

private final class TakeFor<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let duration: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.duration = duration
    self.scheduler = scheduler
    super.init(running: TakeFor.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeForSink(observer: observer, disposer: disposer)
    return (sink, sink.run(source: source, duration: duration, scheduler: scheduler))
  }
}

extension ObservableType {
  /// Subscribes to the source on `scheduler`, and disposes the subscription on `scheduler` too.
  ///
  /// ```swift
  /// Observable.create(readLargeFile)
  ///   .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))  // the file is read in the background
  ///   .observe(on: MainScheduler.instance)
  /// ```
  /// Only where the subscription (and the disposal) happens changes; events are still delivered on whichever
  /// thread the source sends them. Use `observe(on:)` to choose where they are delivered.
  /// - Parameter scheduler: Where to subscribe and dispose.
  /// - Returns: The source's events, subscribed to on `scheduler`.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    SubscribeOn(source: self, scheduler: scheduler)
  }

  /// Subscribes to the source on `scheduler`; the RxSwift 5 name of `subscribe(on:)`.
  /// - Parameter scheduler: Where to subscribe and dispose.
  /// - Returns: The source's events, subscribed to on `scheduler`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}

/// Forwards the source's events; the subscription itself is made and ended on the scheduler.
private final class SubscribeOnSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  func on(_ event: Event<Element>) {
    forward(event)
  }

  func run<Source: ObservableType>(source: Source, scheduler: any ImmediateSchedulerType) -> any Disposable
  where Source.Element == Element {
    let everything = SerialDisposable()
    let scheduling = SingleAssignmentDisposable()
    everything.disposable = scheduling
    let scheduled = scheduler.schedule(()) { _ in
      let subscription = source.subscribe(self)
      everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
      return Disposables.create()
    }
    scheduling.setDisposable(scheduled)
    return everything
  }
}

/// Keeps the source as it is (not wrapped by `asObservable()`), as RxSwift does, so its subscription ends exactly
/// when the scheduled disposal runs.
private final class SubscribeOn<Source: ObservableType>: Producer<Source.Element>, SinkProducer, @unchecked Sendable {
  private let source: Source
  private let scheduler: any ImmediateSchedulerType

  init(source: Source, scheduler: any ImmediateSchedulerType) {
    self.source = source
    self.scheduler = scheduler
    super.init(running: SubscribeOn.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SubscribeOnSink(observer: observer, disposer: disposer)
    return (sink, sink.run(source: source, scheduler: scheduler))
  }
}

extension ObservableType {
  /// Ignores the source's elements for `duration` from the subscription, then forwards them.
  ///
  /// ```swift
  /// locationUpdates.skip(for: .seconds(2), scheduler: scheduler)  // ignore the first, imprecise fixes
  /// ```
  /// A completion or error is forwarded whenever it comes.
  /// - Parameters:
  ///   - duration: How long to ignore elements.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The elements emitted after `duration`.
  public func skip(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    SkipFor(source: asObservable(), duration: duration, scheduler: scheduler)
  }

  /// Ignores the source's elements for `duration` from the subscription; RxSwift 6's own name of
  /// `skip(for:scheduler:)`.
  /// - Parameters:
  ///   - duration: How long to ignore elements.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The elements emitted after `duration`.
  public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
    skip(for: duration, scheduler: scheduler)
  }
}

/// Forwards the source's events once the timer has opened the gate. The timer only flips an atomic flag and never
/// delivers anything, so the single source needs no lock.
private final class SkipForSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let isOpen = AtomicBool(false)

  func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) -> any Disposable {
    let timer = scheduler.scheduleTimer((), after: duration) { _ in
      self.isOpen.store(true, ordering: .releasing)
      return Disposables.create()
    }
    return Disposables.create(timer, source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if isOpen.load(ordering: .acquiring) { forwardOn(event) }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class SkipFor<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let duration: RxTimeInterval
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.source = source
    self.duration = duration
    self.scheduler = scheduler
    super.init(running: SkipFor.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SkipForSink(observer: observer, disposer: disposer)
    return (sink, sink.run(source: source, duration: duration, scheduler: scheduler))
  }
}

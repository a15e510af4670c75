extension ObservableType where Element: RxAbstractInteger {
  /// Emits `0` after `dueTime`; then, with a `period`, `1`, `2`, `3`… every `period` (never completing), or, without
  /// one, completes.
  ///
  /// ```swift
  /// Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)                      // 0, completed
  /// Observable<Int>.timer(.seconds(2), period: .seconds(1), scheduler: MainScheduler.instance)  // 0, 1, 2, …
  /// ```
  /// A `.never` due time never emits; a `.never` period emits `0` only, and never completes. Counting wraps
  /// around at the element type's maximum.
  /// - Parameters:
  ///   - dueTime: How long to wait before the first element.
  ///   - period: The time between later elements, or `nil` for a single element.
  ///   - scheduler: Where to run the timer.
  /// - Returns: The timer's elements.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType)
    -> Observable<Element>
  {
    TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
  }
}

/// Emits `0` after the due time and completes.
private final class TimerOnceSink<Output>: Sink<Output> where Output: RxAbstractInteger {
  func run(dueTime: RxTimeInterval, scheduler: any SchedulerType) -> any Disposable {
    scheduler.scheduleTimer((), after: dueTime) { _ in
      self.forwardOn(.next(0))
      self.forwardStop(.completed)
      return Disposables.create()
    }
  }
}

/// Emits `0`, `1`, `2`… on every tick of a periodic timer, one at a time even if the scheduler's ticks overlap.
private final class TimerPeriodicSink<Output>: SerialDeliverySink<Output, Output>, SerialDeliveryPerformer
where Output: RxAbstractInteger {
  typealias Element = Output

  func run(dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: any SchedulerType) -> any Disposable {
    if dueTime.isNever { return Disposables.create() }
    if period.isNever {
      return scheduler.scheduleTimer((), after: dueTime) { _ in
        self.submit { 0 }
        return Disposables.create()
      }
    }
    return scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { value in
      self.submit { value }
      return value &+ 1
    }
  }

  func perform(_ value: Element) {
    forwardOn(.next(value))
  }
}

/// The observable of `timer` and `interval`.
final class TimerProducer<Element: RxAbstractInteger>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let period: RxTimeInterval?
  private let scheduler: any SchedulerType

  init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.period = period
    self.scheduler = scheduler
    super.init(running: TimerProducer.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    if let period {
      let sink = TimerPeriodicSink(observer: observer, disposer: disposer)
      return (sink, sink.run(dueTime: dueTime, period: period, scheduler: scheduler))
    }
    let sink = TimerOnceSink(observer: observer, disposer: disposer)
    return (sink, sink.run(dueTime: dueTime, scheduler: scheduler))
  }
}

extension ObservableType where Element: RxAbstractInteger {
  /// Emits `count` consecutive integers starting at `start`, one per scheduled step, then completes.
  ///
  /// Where the last value would overflow `Element`, the sequence fails with `RxError.overflow` instead (RxSwift
  /// stops the program there). A `count` of zero or less only completes (RxSwift stops the program for a negative
  /// one).
  /// - Parameters:
  ///   - start: The first value.
  ///   - count: How many values.
  ///   - scheduler: Where to emit them.
  /// - Returns: The observable.
  public static func range(
    start: Element, count: Element, scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    if count > 0 && start.addingReportingOverflow(count - 1).overflow {
      return Observable.error(RxError.overflow)
    }
    return RangeProducer(start: start, count: max(count, 0), scheduler: scheduler)
  }
}

/// The integer types `range` accepts.
public typealias RxAbstractInteger = FixedWidthInteger

private final class RangeSink<Output>: Sink<Output> where Output: RxAbstractInteger {
  typealias Element = Output

  func run(start: Element, count: Element, scheduler: any ImmediateSchedulerType) -> any Disposable {
    scheduler.scheduleRecursive(Element.zero) { index, recurse in
      if index < count {
        self.forwardOn(.next(start + index))
        recurse(index + 1)
      } else {
        self.forwardStop(.completed)
      }
    }
  }
}

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let start: Element
  private let count: Element
  private let scheduler: any ImmediateSchedulerType

  init(start: Element, count: Element, scheduler: any ImmediateSchedulerType) {
    self.start = start
    self.count = count
    self.scheduler = scheduler
    super.init(running: RangeProducer.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = RangeSink(observer: observer, disposer: disposer)
    return (sink, sink.run(start: start, count: count, scheduler: scheduler))
  }
}

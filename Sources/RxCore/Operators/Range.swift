extension ObservableType where Element: RxAbstractInteger {
  /// Emits `count` consecutive integers starting at `start`, one per scheduled step, then completes.
  ///
  /// Where the last value would overflow `Element`, the sequence fails with `RxError.overflow` instead (RxSwift
  /// stops the program there).
  /// - Parameters:
  ///   - start: The first value.
  ///   - count: How many values; zero or a negative count only completes (RxSwift stops the program for a
  ///     negative count).
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

  func run(_ parent: RangeProducer<Element>) -> any Disposable {
    parent.scheduler.scheduleRecursive(Element.zero) { index, recurse in
      if index < parent.count {
        self.forwardOn(.next(parent.start + index))
        recurse(index + 1)
      } else {
        self.forwardStop(.completed)
      }
    }
  }
}

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element>, SinkProducer, @unchecked Sendable {
  let start: Element
  let count: Element
  let scheduler: any ImmediateSchedulerType

  init(start: Element, count: Element, scheduler: any ImmediateSchedulerType) {
    self.start = start
    self.count = count
    self.scheduler = scheduler
    super.init(running: RangeProducer.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = RangeSink(observer: observer, disposer: disposer)
    return (sink, sink.run(self))
  }
}

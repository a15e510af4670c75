extension ObservableType {
  /// Splits the elements into consecutive windows (observables), each closed after `timeSpan`, or as soon as it
  /// holds `count` elements (which starts a new `timeSpan`), whichever comes first.
  ///
  /// ```swift
  /// events.window(timeSpan: .seconds(1), count: 50, scheduler: scheduler)
  ///   .flatMap { $0.toArray() }  // at most 50 events per second, grouped
  /// ```
  /// The first window opens at subscription and a new one opens as soon as the previous one closes, so every
  /// element belongs to exactly one window. The source's completion or error closes the open window the same way,
  /// then ends the result. Windows are hot: subscribe to each as it arrives to see all its elements. The source
  /// subscription lasts while the result or any window is subscribed to.
  /// - Parameters:
  ///   - timeSpan: The longest time a window stays open.
  ///   - count: The largest number of elements in a window (a value below 1 means no limit).
  ///   - scheduler: Where to run the timers.
  /// - Returns: The windows.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType)
    -> Observable<Observable<Element>>
  {
    WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
  }
}

/// The pure state machine of `window(timeSpan:count:scheduler:)`: the open window, how many elements it holds and
/// which timer is current.
struct WindowState<Element, Window> {
  /// What the sink must do.
  enum Action {
    /// Send the element into the window.
    case emit(Element, into: Window)
    /// Send the element into the window, close it, open `next` and start the timer with this identity.
    case emitAndRotate(Element, into: Window, next: Window, timerId: UInt64)
    /// Close the window, open `next` and start the timer with this identity.
    case rotate(closing: Window, next: Window, timerId: UInt64)
    /// End the open window, then the result, with the error, or with completion when there is none.
    case stop((any Swift.Error)?, window: Window)
  }

  private let count: Int
  /// The open window.
  private(set) var current: Window
  private var elementCount = 0
  /// The identity of the current timer.
  private(set) var timerId: UInt64 = 0
  private var isStopped = false

  init(count: Int, first: Window) {
    self.count = count
    self.current = first
  }

  /// An element arrived: it goes to the open window, which closes when it is full.
  mutating func received(_ element: Element, makeWindow: () -> Window) -> Action? {
    guard !isStopped else { return nil }
    guard count > 0 else { return .emit(element, into: current) }
    elementCount += 1
    guard elementCount == count else { return .emit(element, into: current) }
    let full = current
    rotate(makeWindow)
    return .emitAndRotate(element, into: full, next: current, timerId: timerId)
  }

  /// The timer `id` fired: close the open window unless a full window already restarted the timer.
  mutating func timerFired(_ id: UInt64, makeWindow: () -> Window) -> Action? {
    guard !isStopped, id == timerId else { return nil }
    let closing = current
    rotate(makeWindow)
    return .rotate(closing: closing, next: current, timerId: timerId)
  }

  /// The source stopped.
  mutating func stopped(with error: (any Swift.Error)?) -> Action? {
    guard !isStopped else { return nil }
    isStopped = true
    return .stop(error, window: current)
  }

  private mutating func rotate(_ makeWindow: () -> Window) {
    elementCount = 0
    timerId &+= 1
    current = makeWindow()
  }
}

/// Performs the state machine's actions, one at a time, outside the lock.
private final class WindowTimeCountSink<Element>:
  SerialDeliverySink<Observable<Element>, WindowState<Element, PublishSubject<Element>>.Action>,
  SerialDeliveryPerformer, ObserverType
{
  typealias Output = Observable<Element>

  private let timeSpan: RxTimeInterval
  private let scheduler: any SchedulerType
  private var state: WindowState<Element, PublishSubject<Element>>
  private let timer = SerialDisposable()
  private let sourceSubscription = SingleAssignmentDisposable()
  private let lifetime: RefCountDisposable

  init(
    timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.timeSpan = timeSpan
    self.scheduler = scheduler
    self.state = WindowState(count: count, first: PublishSubject())
    self.lifetime = RefCountDisposable(disposable: Disposables.create(timer, sourceSubscription))
    super.init(observer: observer, disposer: disposer)
  }

  /// Emits the first window, starts the first timer, then subscribes to the source (RxSwift's order).
  func run(source: Observable<Element>) -> any Disposable {
    forwardOn(.next(windowObservable(state.current)))
    startTimer(0)
    sourceSubscription.setDisposable(source.subscribe(self))
    return lifetime
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element): submit { state.received(element, makeWindow: { PublishSubject() }) }
    case .error(let error): submit { state.stopped(with: error) }
    case .completed: submit { state.stopped(with: nil) }
    }
  }

  func perform(_ action: WindowState<Element, PublishSubject<Element>>.Action) {
    switch action {
    case .emit(let element, let window):
      window.on(.next(element))
    case .emitAndRotate(let element, let window, let next, let id):
      window.on(.next(element))
      open(next, closing: window, timerId: id)
    case .rotate(let closing, let next, let id):
      open(next, closing: closing, timerId: id)
    case .stop(let error, let window):
      if let error {
        window.on(.error(error))
        forwardStop(.error(error))
      } else {
        window.on(.completed)
        forwardStop(.completed)
      }
    }
  }

  private func open(_ window: PublishSubject<Element>, closing: PublishSubject<Element>, timerId: UInt64) {
    closing.on(.completed)
    forwardOn(.next(windowObservable(window)))
    startTimer(timerId)
  }

  /// A window as the subscriber sees it: subscribing to it keeps the source subscription alive.
  private func windowObservable(_ window: PublishSubject<Element>) -> Observable<Element> {
    let lifetime = self.lifetime
    return Observable.create { observer in
      let release = lifetime.retain()
      return Disposables.create(window.subscribe(observer), release)
    }
  }

  private func startTimer(_ id: UInt64) {
    timer.disposable = scheduler.scheduleTimer(id, after: timeSpan) { id in
      self.submit { self.state.timerFired(id, makeWindow: { PublishSubject() }) }
      return Disposables.create()
    }
  }
}

private final class WindowTimeCount<Element>: Producer<Observable<Element>>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType

  init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
    self.source = source
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(running: WindowTimeCount.self)
  }

  func run(_ observer: AnyObserver<Observable<Element>>, disposer: SinkDisposer?) -> Parts {
    let sink = WindowTimeCountSink(
      timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

/// A virtual-time scheduler for tests, with RxTest's API.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// `Sendable` so that it can be passed wherever a scheduler is expected, but not safe for concurrent use: drive it
/// (schedule, `start()`, `advanceTo(_:)`) from one thread.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
  /// The times `start(create:)` uses by default: created 100, subscribed 200, disposed 1000.
  public enum Defaults {
    /// When the observable is created.
    public static let created = 100
    /// When it is subscribed.
    public static let subscribed = 200
    /// When the subscription is disposed.
    public static let disposed = 1000
  }

  private let simulateProcessingDelay: Bool

  /// Makes a test scheduler.
  /// - Parameters:
  ///   - initialClock: The starting tick.
  ///   - resolution: Seconds per tick (for operators that take real time intervals).
  ///   - simulateProcessingDelay: When `true`, work scheduled for now runs one tick later, as in RxTest.
  public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Runs `action` at virtual time `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Makes an observable whose events happen at the given absolute times.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    HotObservable(testScheduler: self, recordedEvents: events)
  }

  /// Makes an observable whose events happen at the given absolute times.
  public func createHotObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
    HotObservable(testScheduler: self, recordedEvents: events)
  }

  /// Makes an observable whose events happen at the given times after each subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    ColdObservable(testScheduler: self, recordedEvents: events)
  }

  /// Makes an observable whose events happen at the given times after each subscription.
  public func createColdObservable<Element>(_ events: Recorded<Event<Element>>...) -> TestableObservable<Element> {
    ColdObservable(testScheduler: self, recordedEvents: events)
  }

  /// Makes an observer that records events with their virtual times.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Keeps work scheduled for now (or the past) one tick later when `simulateProcessingDelay` is on.
  public override func adjustScheduledTime(_ virtualTime: TestTime) -> TestTime {
    virtualTime <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : virtualTime
  }

  /// Creates the observable at `created`, subscribes at `subscribed`, disposes at `disposed`, runs the scheduler
  /// and returns what the subscriber recorded.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) {
      subscription?.dispose()
      subscription = nil
      source = nil
    }
    start()
    return observer
  }

  /// `start(created: 100, subscribed: 200, disposed:create:)`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
  }

  /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
  }
}

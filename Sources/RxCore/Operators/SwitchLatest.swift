extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards the elements of the most recent inner sequence the source emitted, unsubscribing from the previous
  /// one each time a new one arrives.
  ///
  /// ```swift
  /// searchQueries.map { api.search($0) }.switchLatest()  // only the latest search's results
  /// ```
  /// The result completes when the source and the latest inner sequence have completed, and fails as soon as the
  /// source or the latest inner sequence fails.
  /// - Returns: The elements of the latest inner sequence.
  public func switchLatest() -> Observable<Element.Element> {
    SwitchProducer(source: asObservable(), transform: { $0 })
  }
}

/// The pure state machine of `switchLatest` and `flatMapLatest`: which inner sequence is the latest and when the
/// result completes.
struct SwitchState {
  private var latestID = 0
  private var hasLatest = false
  private var isSourceDone = false
  /// Whether the result has stopped (completed or failed).
  private(set) var isStopped = false

  /// Makes a new inner sequence the latest; returns its identifier, or `nil` when the result has stopped.
  mutating func switchToNewInner() -> Int? {
    guard !isStopped else { return nil }
    latestID &+= 1
    hasLatest = true
    return latestID
  }

  /// Whether events of the inner sequence `id` are still forwarded.
  func isForwarding(_ id: Int) -> Bool {
    !isStopped && id == latestID
  }

  /// Records the completion of the inner sequence `id`; returns whether the result completes now.
  mutating func innerCompleted(_ id: Int) -> Bool {
    guard isForwarding(id) else { return false }
    hasLatest = false
    guard isSourceDone else { return false }
    isStopped = true
    return true
  }

  /// Records the failure of the inner sequence `id`; returns whether the error must be delivered.
  mutating func innerFailed(_ id: Int) -> Bool {
    guard isForwarding(id) else { return false }
    isStopped = true
    return true
  }

  /// Records the completion of the source; returns whether the result completes now.
  mutating func sourceCompleted() -> Bool {
    guard !isStopped else { return false }
    isSourceDone = true
    guard !hasLatest else { return false }
    isStopped = true
    return true
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }
}

/// Subscribes to the latest inner sequence and forwards its events until a newer one arrives.
private final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
  SerialDeliverySink<Observer, Event<Observer.Element>>, ObserverType
where Inner.Element == Observer.Element {
  typealias Element = SourceElement

  private let transform: (SourceElement) throws -> Inner
  private let sourceSubscription = SingleAssignmentDisposable()
  private let innerSubscription = SerialDisposable()
  private var state = SwitchState()

  init(transform: @escaping (SourceElement) throws -> Inner, observer: Observer, cancel: any Cancelable) {
    self.transform = transform
    super.init(observer: observer, cancel: cancel)
  }

  func run(source: Observable<SourceElement>) -> any Disposable {
    sourceSubscription.setDisposable(source.subscribe(self))
    return Disposables.create(sourceSubscription, innerSubscription)
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let inner: Inner
      do {
        inner = try transform(element)
      } catch {
        submit(.error(error)) { state.stop() }
        return
      }
      guard let id = lock.withLock({ _ in state.switchToNewInner() }) else { return }
      let subscription = SingleAssignmentDisposable()
      innerSubscription.disposable = subscription
      let observer = SwitchInnerObserver(sink: self, id: id, subscription: subscription)
      subscription.setDisposable(inner.asObservable().subscribe(observer))
    case .error(let error):
      submit(.error(error)) { state.stop() }
    case .completed:
      sourceSubscription.dispose()
      submit(.completed) { state.sourceCompleted() }
    }
  }

  fileprivate func innerReceived(_ event: Event<Observer.Element>, id: Int) {
    switch event {
    case .next: submit(event) { state.isForwarding(id) }
    case .error: submit(event) { state.innerFailed(id) }
    case .completed: submit(event) { state.innerCompleted(id) }
    }
  }

  override func perform(_ event: Event<Observer.Element>) {
    switch event {
    case .next: forwardOn(event)
    case .error, .completed: forwardStop(event)
    }
  }
}

/// Observes one inner sequence of `switchLatest`, tagged with its identifier.
private final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
  ObserverType
where Inner.Element == Observer.Element {
  private let sink: SwitchSink<SourceElement, Inner, Observer>
  private let id: Int
  private let subscription: SingleAssignmentDisposable

  init(sink: SwitchSink<SourceElement, Inner, Observer>, id: Int, subscription: SingleAssignmentDisposable) {
    self.sink = sink
    self.id = id
    self.subscription = subscription
  }

  func on(_ event: Event<Inner.Element>) {
    if event.isStopEvent { subscription.dispose() }
    sink.innerReceived(event, id: id)
  }
}

/// The observable of `switchLatest()` and `flatMapLatest`.
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
  @unchecked Sendable
{
  private let source: Observable<SourceElement>
  private let transform: (SourceElement) throws -> Inner

  init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Inner.Element {
    let sink = SwitchSink(transform: transform, observer: observer, cancel: cancel)
    return (sink, sink.run(source: source))
  }
}

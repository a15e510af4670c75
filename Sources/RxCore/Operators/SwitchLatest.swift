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
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    SwitchProducer(source: asObservable(), transform: { $0 })
  }
}

/// The pure state machine of `switchLatest` and `flatMapLatest`: which inner sequence is the latest and when the
/// result completes.
@usableFromInline
struct SwitchState {
  @usableFromInline var latestID: Int
  @usableFromInline var hasLatest: Bool
  @usableFromInline var isSourceDone: Bool
  /// Whether the result has stopped (completed or failed).
  @usableFromInline var isStopped: Bool

  @inlinable
  init() {
    latestID = 0
    hasLatest = false
    isSourceDone = false
    isStopped = false
  }

  /// Makes a new inner sequence the latest; returns its identifier, or `nil` when the result has stopped.
  @inlinable
  mutating func switchToNewInner() -> Int? {
    guard !isStopped else { return nil }
    latestID &+= 1
    hasLatest = true
    return latestID
  }

  /// Whether events of the inner sequence `id` are still forwarded.
  @inlinable
  func isForwarding(_ id: Int) -> Bool {
    !isStopped && id == latestID
  }

  /// Records the completion of the inner sequence `id`; returns whether the result completes now.
  @inlinable
  mutating func innerCompleted(_ id: Int) -> Bool {
    guard isForwarding(id) else { return false }
    hasLatest = false
    guard isSourceDone else { return false }
    isStopped = true
    return true
  }

  /// Records the failure of the inner sequence `id`; returns whether the error must be delivered.
  @inlinable
  mutating func innerFailed(_ id: Int) -> Bool {
    guard isForwarding(id) else { return false }
    isStopped = true
    return true
  }

  /// Records the completion of the source; returns whether the result completes now.
  @inlinable
  mutating func sourceCompleted() -> Bool {
    guard !isStopped else { return false }
    isSourceDone = true
    guard !hasLatest else { return false }
    isStopped = true
    return true
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }
}

/// Subscribes to the latest inner sequence and forwards its events until a newer one arrives.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
  SerialDeliverySink<AnyObserver<Inner.Element>, Event<Inner.Element>>, ObserverType
{
  @usableFromInline typealias Element = SourceElement
  @usableFromInline typealias Result = Inner.Element

  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
  @usableFromInline let innerSubscription = SerialDisposable()
  @usableFromInline @exclusivity(unchecked) var state = SwitchState()

  @inlinable
  init(transform: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Result>, cancel: any Cancelable) {
    self.transform = transform
    super.init(observer: observer, cancel: cancel)
  }

  @inlinable
  func run(source: Observable<SourceElement>) -> any Disposable {
    sourceSubscription.setDisposable(source.subscribe(self))
    return Disposables.create(sourceSubscription, innerSubscription)
  }

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let inner: Inner
      do {
        inner = try transform(element)
      } catch {
        submit(.error(error), if: { state.stop() }, performing: deliver)
        return
      }
      guard let id = lock.withLock({ _ in state.switchToNewInner() }) else { return }
      let observer = SwitchInnerObserver(sink: self, id: id)
      innerSubscription.disposable = observer
      observer.setDisposable(inner.asObservable().subscribe(observer))
    case .error(let error):
      submit(.error(error), if: { state.stop() }, performing: deliver)
    case .completed:
      sourceSubscription.dispose()
      submit(.completed, if: { state.sourceCompleted() }, performing: deliver)
    }
  }

  @inlinable
  func innerReceived(_ event: Event<Result>, id: Int) {
    switch event {
    case .next: submit(event, if: { state.isForwarding(id) }, performing: deliver)
    case .error: submit(event, if: { state.innerFailed(id) }, performing: deliver)
    case .completed: submit(event, if: { state.innerCompleted(id) }, performing: deliver)
    }
  }

  /// Delivers an event `submit` accepted; never concurrently with itself.
  @inlinable
  func deliver(_ event: Event<Result>) {
    switch event {
    case .next: forwardOn(event)
    case .error, .completed: forwardStop(event)
    }
  }
}

/// Observes one inner sequence of `switchLatest` / `flatMapLatest`, and is the subscription to it.
@usableFromInline
final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType>: InnerSubscription, ObserverType,
  @unchecked Sendable
{
  @usableFromInline let sink: SwitchSink<SourceElement, Inner>
  @usableFromInline let id: Int

  @inlinable
  init(sink: SwitchSink<SourceElement, Inner>, id: Int) {
    self.sink = sink
    self.id = id
    super.init()
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    if event.isStopEvent { dispose() }
    sink.innerReceived(event, id: id)
  }
}

/// The observable of `switchLatest` and `flatMapLatest`.
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline let runFunction:
    (SwitchProducer<SourceElement, Inner>, AnyObserver<Inner.Element>, any Cancelable) -> Parts

  @inlinable
  init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.transform = transform
    self.runFunction = { producer, observer, cancel in
      let sink = SwitchSink(transform: producer.transform, observer: observer, cancel: cancel)
      return (sink, sink.run(source: producer.source))
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Inner.Element>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

extension ObservableType {
  /// Merges the elements of several sequences into one, in the order they arrive.
  ///
  /// ```swift
  /// Observable.merge(localChanges, remoteChanges).subscribe(onNext: { apply($0) })
  /// ```
  /// Every source is subscribed at once, in order. The result completes when every source has completed and fails
  /// as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of an array of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty array) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of a collection of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty collection) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    MergeArrayProducer(sources: Array(sources))
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to every inner sequence the source emits and merges their elements, in the order they arrive.
  ///
  /// ```swift
  /// let downloads: Observable<Observable<Data>> = urls.map { download($0) }
  /// downloads.merge().subscribe(onNext: { save($0) })
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails.
  /// - Returns: The merged sequence.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    MergeProducer(source: asObservable(), policy: .all, transform: { $0 })
  }

  /// Merges the elements of the inner sequences the source emits, with at most `maxConcurrent` of them subscribed
  /// at a time; the others wait, in order, until one completes.
  ///
  /// ```swift
  /// requests.map { send($0) }.merge(maxConcurrent: 2)
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails. A `maxConcurrent` below 1 fails with `RxError.argumentOutOfRange` without
  /// subscribing to the source.
  /// - Parameter maxConcurrent: The largest number of inner sequences subscribed at the same time (at least 1).
  /// - Returns: The merged sequence.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    guard maxConcurrent >= 1 else { return Observable.error(RxError.argumentOutOfRange) }
    return MergeProducer(source: asObservable(), policy: .limit(maxConcurrent), transform: { $0 })
  }
}

/// Which inner sequences a merging operator subscribes to, and when.
@usableFromInline
enum MergePolicy {
  /// Subscribe to every inner sequence at once (`merge()`, `flatMap`).
  case all
  /// Subscribe to at most this many at a time; the others wait in order (`merge(maxConcurrent:)`, `concatMap`).
  case limit(Int)
  /// Ignore the source's elements while an inner sequence is running (`flatMapFirst`).
  case firstOnly
}

/// The pure state machine of the merging operators: how many inner sequences run, which wait, and when the
/// result completes.
@usableFromInline
struct MergeState<Inner> {
  /// What to do after an inner sequence completed.
  @usableFromInline
  enum InnerCompletion {
    /// Nothing more.
    case none
    /// Subscribe to this waiting inner sequence in its place.
    case subscribe(Inner)
    /// Everything has completed: complete the result.
    case complete
  }

  @usableFromInline let policy: MergePolicy
  @usableFromInline var activeCount: Int
  /// Inner sequences waiting for a free place.
  @usableFromInline var waiting: PendingQueue<Inner>
  @usableFromInline var isSourceDone: Bool
  /// Whether the result has stopped (completed or failed).
  @usableFromInline var isStopped: Bool

  @inlinable
  init(policy: MergePolicy) {
    self.policy = policy
    self.activeCount = 0
    self.waiting = PendingQueue()
    self.isSourceDone = false
    self.isStopped = false
  }

  /// Counts `count` inner sequences about to be subscribed without a source (`Observable.merge(_:)`).
  @inlinable
  mutating func start(count: Int) {
    activeCount += count
  }

  /// For `.firstOnly`: whether a new element of the source may start an inner sequence (and reserves its place).
  @inlinable
  mutating func reserve() -> Bool {
    guard !isStopped, activeCount == 0 else { return false }
    activeCount = 1
    return true
  }

  /// For `.all` and `.limit`: records a new inner sequence; returns it when it must be subscribed now, `nil` when
  /// it waits or the result has stopped.
  @inlinable
  mutating func arrived(_ inner: Inner) -> Inner? {
    guard !isStopped else { return nil }
    if case .limit(let limit) = policy, activeCount >= limit {
      waiting.append(inner)
      return nil
    }
    activeCount += 1
    return inner
  }

  /// Records the completion of an inner sequence.
  @inlinable
  mutating func innerCompleted() -> InnerCompletion {
    guard !isStopped else { return .none }
    if let next = waiting.popFirst() { return .subscribe(next) }
    activeCount -= 1
    return completeIfFinished() ? .complete : .none
  }

  /// Records the completion of the source; returns whether the result completes now.
  @inlinable
  mutating func sourceCompleted() -> Bool {
    guard !isStopped else { return false }
    isSourceDone = true
    return completeIfFinished()
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  @inlinable
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }

  @inlinable
  mutating func completeIfFinished() -> Bool {
    guard isSourceDone, activeCount == 0 else { return false }
    isStopped = true
    return true
  }
}

/// The subscription of every merging operator: maps source elements to inner sequences and merges them.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>:
  SerialDeliverySink<AnyObserver<Inner.Element>, Event<Inner.Element>>, ObserverType
{
  @usableFromInline typealias Element = SourceElement
  @usableFromInline typealias Result = Inner.Element

  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline let group = CompositeDisposable()
  @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
  @usableFromInline @exclusivity(unchecked) var state: MergeState<Inner>
  /// Whether a thread is subscribing to inner sequences that were waiting (`subscribeWaiting`).
  @usableFromInline @exclusivity(unchecked) var isSubscribingWaiting = false
  /// Waiting inner sequences handed over to the thread that is already subscribing them, in order.
  @usableFromInline @exclusivity(unchecked) var handedOver: [Inner] = []

  @inlinable
  init(
    policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Result>,
    cancel: any Cancelable
  ) {
    self.policy = policy
    self.transform = transform
    self.state = MergeState(policy: policy)
    super.init(observer: observer, cancel: cancel)
  }

  /// Subscribes to the source of inner sequences.
  @inlinable
  func run(source: Observable<SourceElement>) -> any Disposable {
    _ = group.insert(sourceSubscription)
    sourceSubscription.setDisposable(source.subscribe(self))
    return group
  }

  /// Subscribes to a fixed list of sequences (`Observable.merge(_:)`); there is no source to wait for.
  @inlinable
  func run(sources: [Inner]) -> any Disposable {
    lock.withLock { _ in state.start(count: sources.count) }
    for source in sources { subscribeInner(source) }
    submit(.completed, if: { state.sourceCompleted() }, performing: deliver)
    return group
  }

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      sourceEmitted(element)
    case .error(let error):
      fail(error)
    case .completed:
      sourceSubscription.dispose()
      submit(.completed, if: { state.sourceCompleted() }, performing: deliver)
    }
  }

  @inlinable
  func sourceEmitted(_ element: SourceElement) {
    if case .firstOnly = policy {
      guard lock.withLock({ _ in state.reserve() }) else { return }
    }
    let inner: Inner
    do {
      inner = try transform(element)
    } catch {
      fail(error)
      return
    }
    if case .firstOnly = policy {
      subscribeInner(inner)
      return
    }
    var admitted: Inner?
    lock.withLock { _ in admitted = state.arrived(inner) }
    if let admitted { subscribeInner(admitted) }
  }

  @inlinable
  func subscribeInner(_ inner: Inner) {
    let observer = MergeInnerObserver(sink: self)
    guard let key = group.insert(observer) else { return }
    observer.key = key
    observer.setDisposable(inner.asObservable().subscribe(observer))
  }

  @inlinable
  func innerReceived(_ event: Event<Result>, key: CompositeDisposable.DisposeKey) {
    switch event {
    case .next:
      submit(event, if: { !state.isStopped }, performing: deliver)
    case .error(let error):
      fail(error)
    case .completed:
      group.remove(for: key)
      var next: Inner?
      submit(
        .completed,
        if: {
          switch state.innerCompleted() {
          case .none:
            return false
          case .subscribe(let inner):
            next = inner
            return false
          case .complete:
            return true
          }
        }, performing: deliver)
      if let next { subscribeWaiting(next) }
    }
  }

  /// Subscribes to a waiting inner sequence; a completion that happens while subscribing (synchronous inner
  /// sequences) hands the next one over to this loop instead of recursing.
  @inlinable
  func subscribeWaiting(_ inner: Inner) {
    let isLoopOwner = lock.withLock { _ -> Bool in
      if isSubscribingWaiting {
        handedOver.append(inner)
        return false
      }
      isSubscribingWaiting = true
      return true
    }
    guard isLoopOwner else { return }
    var current: Inner? = inner
    while let next = current {
      current = nil
      subscribeInner(next)
      lock.withLock { _ in
        if handedOver.isEmpty {
          isSubscribingWaiting = false
        } else {
          current = handedOver.removeFirst()
        }
      }
    }
  }

  @inlinable
  func fail(_ error: any Swift.Error) {
    submit(.error(error), if: { state.stop() }, performing: deliver)
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

/// Observes one inner sequence of a merging operator, and is the subscription to it (a member of the sink's
/// group, under `key`).
@usableFromInline
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: InnerSubscription, ObserverType,
  @unchecked Sendable
{
  @usableFromInline let sink: MergeSink<SourceElement, Inner>
  /// Set once, right after the observer joins the group and before it is subscribed.
  @usableFromInline @exclusivity(unchecked) var key: CompositeDisposable.DisposeKey?

  @inlinable
  init(sink: MergeSink<SourceElement, Inner>) {
    self.sink = sink
    self.key = nil
    super.init()
  }

  @inlinable
  func on(_ event: Event<Inner.Element>) {
    guard let key else { return }
    sink.innerReceived(event, key: key)
  }
}

/// The observable of `merge()`, `merge(maxConcurrent:)`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`.
@usableFromInline
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline let runFunction:
    (MergeProducer<SourceElement, Inner>, AnyObserver<Inner.Element>, any Cancelable) -> Parts

  @inlinable
  init(source: Observable<SourceElement>, policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.policy = policy
    self.transform = transform
    self.runFunction = { producer, observer, cancel in
      let sink = MergeSink(policy: producer.policy, transform: producer.transform, observer: observer, cancel: cancel)
      return (sink, sink.run(source: producer.source))
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Inner.Element>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

/// The observable of `Observable.merge(_:)`.
@usableFromInline
final class MergeArrayProducer<Element>: Producer<Element>, @unchecked Sendable {
  @usableFromInline let sources: [Observable<Element>]
  @usableFromInline let runFunction: (MergeArrayProducer<Element>, AnyObserver<Element>, any Cancelable) -> Parts

  @inlinable
  init(sources: [Observable<Element>]) {
    self.sources = sources
    self.runFunction = { producer, observer, cancel in
      let sink = MergeSink<Observable<Element>, Observable<Element>>(
        policy: .all, transform: { $0 }, observer: observer, cancel: cancel)
      return (sink, sink.run(sources: producer.sources))
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Element>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

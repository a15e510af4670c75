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
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of an array of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty array) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of a collection of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty collection) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
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
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    guard maxConcurrent >= 1 else { return Observable.error(RxError.argumentOutOfRange) }
    return MergeProducer(source: asObservable(), policy: .limit(maxConcurrent), transform: { $0 })
  }
}

/// Which inner sequences a merging operator subscribes to, and when.
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
struct MergeState<Inner> {
  /// What to do after an inner sequence completed.
  enum InnerCompletion {
    /// Nothing more.
    case none
    /// Subscribe to this waiting inner sequence in its place.
    case subscribe(Inner)
    /// Everything has completed: complete the result.
    case complete
  }

  private let policy: MergePolicy
  private var activeCount = 0
  /// Inner sequences waiting for a free place; a taken one leaves its slot `nil` at once.
  private var waiting: [Inner?] = []
  private var waitingHead = 0
  private var isSourceDone = false
  /// Whether the result has stopped (completed or failed).
  private(set) var isStopped = false

  init(policy: MergePolicy) {
    self.policy = policy
  }

  /// Counts `count` inner sequences about to be subscribed without a source (`Observable.merge(_:)`).
  mutating func start(count: Int) {
    activeCount += count
  }

  /// For `.firstOnly`: whether a new element of the source may start an inner sequence (and reserves its place).
  mutating func reserve() -> Bool {
    guard !isStopped, activeCount == 0 else { return false }
    activeCount = 1
    return true
  }

  /// For `.all` and `.limit`: records a new inner sequence; returns it when it must be subscribed now, `nil` when
  /// it waits or the result has stopped.
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
  mutating func innerCompleted() -> InnerCompletion {
    guard !isStopped else { return .none }
    if waitingHead < waiting.count {
      var next: Inner?
      swap(&next, &waiting[waitingHead])
      waitingHead += 1
      if waitingHead == waiting.count {
        waiting.removeAll(keepingCapacity: true)
        waitingHead = 0
      }
      if let next { return .subscribe(next) }
    }
    activeCount -= 1
    return completeIfFinished() ? .complete : .none
  }

  /// Records the completion of the source; returns whether the result completes now.
  mutating func sourceCompleted() -> Bool {
    guard !isStopped else { return false }
    isSourceDone = true
    return completeIfFinished()
  }

  /// Stops the result; returns whether it was still running (so the stop event must be delivered).
  mutating func stop() -> Bool {
    defer { isStopped = true }
    return !isStopped
  }

  private mutating func completeIfFinished() -> Bool {
    guard isSourceDone, activeCount == 0 else { return false }
    isStopped = true
    return true
  }
}

/// The subscription of every merging operator: maps source elements to inner sequences and merges them.
private final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
  SerialDeliverySink<Observer, Event<Observer.Element>>, ObserverType
where Inner.Element == Observer.Element {
  typealias Element = SourceElement

  private let policy: MergePolicy
  private let transform: (SourceElement) throws -> Inner
  private let group = CompositeDisposable()
  private let sourceSubscription = SingleAssignmentDisposable()
  private var state: MergeState<Inner>
  /// Whether a thread is subscribing to waiting inner sequences (see `subscribeWaiting`).
  private var isSubscribingWaiting = false
  /// Waiting inner sequences handed to the thread that is subscribing to them.
  private var handedOver: [Inner] = []

  init(
    policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner, observer: Observer,
    cancel: any Cancelable
  ) {
    self.policy = policy
    self.transform = transform
    self.state = MergeState(policy: policy)
    super.init(observer: observer, cancel: cancel)
  }

  /// Subscribes to the source of inner sequences.
  func run(source: Observable<SourceElement>) -> any Disposable {
    _ = group.insert(sourceSubscription)
    sourceSubscription.setDisposable(source.subscribe(self))
    return group
  }

  /// Subscribes to a fixed list of inner sequences (`Observable.merge(_:)`).
  func run(sources: [Inner]) -> any Disposable {
    lock.withLock { _ in state.start(count: sources.count) }
    for source in sources { subscribeInner(source) }
    submit(.completed) { state.sourceCompleted() }
    return group
  }

  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      sourceEmitted(element)
    case .error(let error):
      fail(error)
    case .completed:
      sourceSubscription.dispose()
      submit(.completed) { state.sourceCompleted() }
    }
  }

  private func sourceEmitted(_ element: SourceElement) {
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

  private func subscribeInner(_ inner: Inner) {
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    subscription.setDisposable(inner.asObservable().subscribe(MergeInnerObserver(sink: self, key: key)))
  }

  fileprivate func innerReceived(_ event: Event<Observer.Element>, key: CompositeDisposable.DisposeKey) {
    switch event {
    case .next:
      submit(event) { !state.isStopped }
    case .error(let error):
      fail(error)
    case .completed:
      group.remove(for: key)
      var next: Inner?
      submit(.completed) {
        switch state.innerCompleted() {
        case .none:
          return false
        case .subscribe(let inner):
          next = inner
          return false
        case .complete:
          return true
        }
      }
      if let next { subscribeWaiting(next) }
    }
  }

  /// Subscribes to an inner sequence that waited for a free place. When an inner sequence completes during its own
  /// subscription, the next waiting one is handed to the loop already running instead of being subscribed
  /// recursively, so a long queue of inner sequences that complete at once cannot overflow the stack.
  private func subscribeWaiting(_ inner: Inner) {
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

  private func fail(_ error: any Swift.Error) {
    submit(.error(error)) { state.stop() }
  }

  override func perform(_ event: Event<Observer.Element>) {
    switch event {
    case .next: forwardOn(event)
    case .error, .completed: forwardStop(event)
    }
  }
}

/// Observes one inner sequence of a merging operator.
private final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
  ObserverType
where Inner.Element == Observer.Element {
  private let sink: MergeSink<SourceElement, Inner, Observer>
  private let key: CompositeDisposable.DisposeKey

  init(sink: MergeSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
    self.sink = sink
    self.key = key
  }

  func on(_ event: Event<Inner.Element>) {
    sink.innerReceived(event, key: key)
  }
}

/// The observable of `merge()`, `merge(maxConcurrent:)`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`.
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
  @unchecked Sendable
{
  private let source: Observable<SourceElement>
  private let policy: MergePolicy
  private let transform: (SourceElement) throws -> Inner

  init(source: Observable<SourceElement>, policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.policy = policy
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Inner.Element {
    let sink = MergeSink(policy: policy, transform: transform, observer: observer, cancel: cancel)
    return (sink, sink.run(source: source))
  }
}

/// The observable of `Observable.merge(_:)`.
private final class MergeArrayProducer<Element>: Producer<Element>, @unchecked Sendable {
  private let sources: [Observable<Element>]

  init(sources: [Observable<Element>]) {
    self.sources = sources
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
      policy: .all, transform: { $0 }, observer: observer, cancel: cancel)
    return (sink, sink.run(sources: sources))
  }
}

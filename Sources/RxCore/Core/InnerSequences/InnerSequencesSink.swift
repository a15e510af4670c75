/// The steps of an inner-sequence state machine that `merge`'s and `switchLatest`'s share (`MergeState`,
/// `SwitchState`), each one critical section under the sink's lock.
@usableFromInline
protocol InnerSequencesState {
  /// Keeps the subscription of an inner sequence once subscribing returned; `false` when it must be disposed.
  mutating func keep(_ subscription: any Disposable, for admission: InnerAdmission) -> Bool
  /// Whether an element of the inner sequence behind `channel` is forwarded.
  mutating func forwardsElement(via channel: InnerChannel) -> Bool
  /// Whether the error of the inner sequence behind `channel` ends the result.
  mutating func innerFailed(via channel: InnerChannel) -> Bool
  /// Whether the source's completion completes the result now.
  mutating func sourceCompleted() -> Bool
  /// Whether the result stops now (the source failed, or the selector threw).
  mutating func stop() -> Bool
}

/// A sink that subscribes to inner sequences made from its source's elements: `MergeSink` and `SwitchSink`. What
/// they do alike is written here once; each says what an inner sequence's completion does.
@usableFromInline
protocol InnerSequencesSink<InnerElement>: InnerSequenceSink, ObserverType
where Self: SerialDeliverySink<InnerElement, Event<InnerElement>> {
  associatedtype State: InnerSequencesState
  /// What the selector makes of a source element.
  associatedtype Inner: ObservableConvertibleType where Inner.Element == InnerElement

  /// The selector.
  var transform: (Element) throws -> Inner { get }
  /// The selector's isolation check.
  var closureCheck: ClosureCheck { get }

  /// The state machine, guarded by `lock`.
  var state: State { get set }
  /// The subscription to the source, guarded by `lock`.
  var sourceSubscription: SingleAssignmentState { get set }
  /// The last inner sequence that completed (0 before any did), written under `lock` and read without it.
  ///
  /// The thread that has just subscribed to an inner sequence reads it: when that sequence has completed already
  /// (`just`, `from`), `keep` would refuse its subscription (a completed inner sequence is never kept), so the
  /// thread disposes it without a second critical section. A completion it does not see yet costs that critical
  /// section, nothing more.
  var lastCompletedInner: AtomicInt { get }

  /// Handles the completion of the inner sequence behind `channel`.
  func innerCompleted(via channel: InnerChannel)
  /// Handles an element of the source.
  func sourceEmitted(_ element: Element)
}

extension InnerSequencesSink {
  /// Subscribes to the source of inner sequences; the sink disposes everything itself, so the subscription
  /// returned does nothing.
  @inlinable
  func run(source: Observable<Element>) -> any Disposable {
    let subscription = source.subscribe(self)
    switch lock.withLock({ _ in sourceSubscription.assign(subscription) }) {
    case .kept: break
    case .disposeNow, .assignedTwice: subscription.dispose()
    }
    return Disposables.create()
  }

  @inlinable @inline(__always)
  func keepInnerSubscription(
    _ subscription: @autoclosure () -> any Disposable, for admission: InnerAdmission
  ) -> Bool {
    lastCompletedInner.load(ordering: .acquiring) != admission.id
      && lock.withLock { _ in state.keep(subscription(), for: admission) }
  }

  @inlinable @inline(__always)
  func innerReceived(_ event: Event<InnerElement>, via channel: InnerChannel) {
    switch event {
    case .next(let element):
      forwardElement(element, if: { state.forwardsElement(via: channel) })
    case .error:
      forwardStop(event, if: { state.innerFailed(via: channel) })
    case .completed:
      innerCompleted(via: channel)
    }
  }

  /// Handles an event of the source.
  @inlinable
  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      sourceEmitted(element)
    case .error(let error):
      fail(error)
    case .completed:
      sourceCompleted()
    }
  }

  /// Records that an inner sequence stopped, under `lock`: publishes it in `lastCompletedInner`; returns its
  /// admission when its subscription is kept, to be taken and disposed once the lock is given up.
  @inlinable @inline(__always)
  func recordStop(of stopped: InnerSubscriptions.Stopped?) -> InnerAdmission? {
    guard let stopped else { return nil }
    lastCompletedInner.store(stopped.admission.id, ordering: .releasing)
    return stopped.isKept ? stopped.admission : nil
  }

  /// The inner sequence the selector makes of `element`, or `nil` once the error it threw has failed the result.
  @inlinable @inline(__always)
  func innerSequence(of element: Element) -> Inner? {
    closureCheck.verify("selector")
    do {
      return try transform(element)
    } catch {
      fail(error)
      return nil
    }
  }

  /// The source completed: its subscription is disposed, and the result completes if no inner sequence runs.
  @inlinable
  func sourceCompleted() {
    lock.withLock { _ in sourceSubscription.dispose() }.dispose()
    forwardStop(.completed, if: { state.sourceCompleted() })
  }

  /// The source failed or the selector threw: the result fails.
  @inlinable
  func fail(_ error: any Swift.Error) {
    forwardStop(.error(error), if: { state.stop() })
  }
}

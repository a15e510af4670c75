/// Subscribes to the latest inner sequence and forwards its events until a newer one arrives.
///
/// It is its own subscription: the source's subscription and the latest inner sequence's are kept in its state,
/// under its lock, and disposed with it: subscribing allocates no disposable of its own.
@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>:
  SerialDeliverySink<Inner.Element, Event<Inner.Element>>, InnerSequencesSink
{
  @usableFromInline typealias Element = SourceElement
  @usableFromInline typealias InnerElement = Inner.Element

  @usableFromInline let transform: (SourceElement) throws -> Inner
  @usableFromInline let closureCheck: ClosureCheck
  @usableFromInline @exclusivity(unchecked) var state = SwitchState()
  /// What `disposeKept()` does, stored by the `@inlinable` initializer so that it runs code specialized for the
  /// sink's types: the override itself is reached through the class's vtable and runs unspecialized code, which
  /// looks the generic state's metadata up at run time.
  @usableFromInline let disposeFunction: (SwitchSink<SourceElement, Inner>) -> Void
  @usableFromInline @exclusivity(unchecked) var sourceSubscription = SingleAssignmentState()
  @usableFromInline let lastCompletedInner = AtomicInt(0)

  @inlinable
  init(
    transform: @escaping (SourceElement) throws -> Inner, site: IsolationSite?, observer: AnyObserver<InnerElement>,
    disposer: SinkDisposer?
  ) {
    self.transform = transform
    self.closureCheck = ClosureCheck(site)
    self.disposeFunction = { $0.disposeSubscriptions() }
    super.init(observer: observer, disposer: disposer)
  }

  /// Switches to the inner sequence the selector makes of `element`.
  @inlinable @inline(__always)
  func sourceEmitted(_ element: SourceElement) {
    guard let inner = innerSequence(of: element) else { return }
    // Taken without a closure: the optimizer leaves this one closure out of line, a call on every element
    // (measured on flatMapLatestPumping).
    lock.lock()
    let switchedOrNil = state.switchToNewInner()
    lock.unlock()
    guard let switched = switchedOrNil else { return }
    if let replaced = switched.replaced { lock.withLock { _ in state.takeSubscription(of: replaced) }.dispose() }
    subscribeInner(inner.asObservable(), as: switched.admission)
  }

  /// Handles the completion of an inner sequence: records it (and, if the result completes, takes the delivery
  /// turn) in one critical section, then disposes its kept subscription, if any.
  @inlinable @inline(__always)
  func innerCompleted(via channel: InnerChannel) {
    var finished: InnerAdmission?
    forwardStop(
      .completed,
      if: {
        let completed = state.innerCompleted(via: channel)
        finished = recordStop(of: completed.stopped)
        return completed.completes
      })
    if let finished { lock.withLock { _ in state.takeSubscription(of: finished) }.dispose() }
  }

  /// Disposes the subscriptions the sink keeps, through `disposeFunction`, once the sink is disposed and its
  /// subscribe has returned (see ``SinkSubscription/disposeKept()``).
  @usableFromInline
  override func disposeKept() {
    disposeFunction(self)
  }

  /// Disposes the source's and the latest inner sequence's subscriptions.
  @inlinable
  func disposeSubscriptions() {
    let (source, latest) = lock.withLock { _ in (sourceSubscription.dispose(), state.dispose()) }
    source.dispose()
    latest.dispose()
  }
}

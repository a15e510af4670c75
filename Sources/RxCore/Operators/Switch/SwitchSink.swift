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

  @inlinable
  func on(_ event: Event<SourceElement>) {
    switch event {
    case .next(let element):
      let inner: Inner
      closureCheck.verify("selector")
      do {
        inner = try transform(element)
      } catch {
        fail(error)
        return
      }
      // Taken without a closure: the optimizer leaves this one closure out of line, a call on every element
      // (measured on flatMapLatestPumping).
      lock.lock()
      let switchedOrNil = state.switchToNewInner()
      lock.unlock()
      guard let switched = switchedOrNil else { return }
      if let replaced = switched.replaced { lock.withLock { _ in state.takeSubscription(of: replaced) }.dispose() }
      subscribeInner(inner.asObservable(), as: switched.admission)
    case .error(let error):
      fail(error)
    case .completed:
      sourceCompleted()
    }
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
        if let stopped = completed.stopped {
          lastCompletedInner.store(stopped.admission.id, ordering: .releasing)
          if stopped.isKept { finished = stopped.admission }
        }
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

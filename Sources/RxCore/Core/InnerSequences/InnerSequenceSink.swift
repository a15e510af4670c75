/// The sink of a higher-order operator (`merge`, `flatMap`, `switchLatest`...), as its inner sequences see it: it
/// handles their events by the observer they came through, and keeps their subscriptions (see
/// ``InnerSubscriptions``, whose protocol its state follows).
@usableFromInline
protocol InnerSequenceSink: AnyObject {
  /// The elements of the inner sequences.
  associatedtype InnerElement

  /// Handles an event of the inner sequence behind `channel`.
  func innerReceived(_ event: Event<InnerElement>, via channel: InnerChannel)

  /// Keeps the subscription to the inner sequence admitted with `admission` (`InnerSubscriptions.keep`, under the
  /// sink's lock); returns `false` when it must be disposed at once instead.
  func keepInnerSubscription(_ subscription: any Disposable, for admission: InnerAdmission) -> Bool
}

extension InnerSequenceSink {
  /// Subscribes to an inner sequence with the observer `admission` names, then keeps the subscription or disposes
  /// it at once.
  @inlinable @inline(__always)
  func subscribeInner(_ inner: Observable<InnerElement>, as admission: InnerAdmission) {
    let subscription: any Disposable
    switch admission {
    case .shared:
      // Capturing only the sink, the shared observer's closure allocates nothing.
      subscription = inner.subscribe(erased: AnyObserver(eventHandler: { self.innerReceived($0, via: .shared) }))
    case .own(let id):
      subscription = inner.subscribe(InnerObserver(sink: self, id: id))
    }
    if !keepInnerSubscription(subscription, for: admission) { subscription.dispose() }
  }
}

/// Serial delivery for sinks whose work is the events they forward (`merge`, `flatMap`, `switchLatest`...).
extension SerialDeliverySink where Work == Event<Output> {
  /// Forwards an element if `accept` (called with the lock held) lets it through: deciding and taking the delivery
  /// turn are one critical section, and forwarding happens outside the lock. The usual outcome (forward with the
  /// turn) stores nothing, and the closure that drains queued work (a retain of the sink) is made only when other
  /// threads queued some meanwhile.
  @inlinable @inline(__always)
  final func forwardElement(_ event: Event<Output>, if accept: () -> Bool) {
    let thread = ThreadIdentity.current
    let turn = lock.withLock { _ -> SerialDelivery<Work>.Turn? in
      guard accept() else { return nil }
      return delivery.submit(event, from: thread, turn: deliveryTurn)
    }
    switch turn {
    case .now?:
      forwardOn(event)
      if !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.forward($0) }) }
    case .nested?:
      forwardOn(event)
    case .later?, nil:
      return
    }
  }

  /// Forwards a stop event, and so disposes the sink, if `accept` (called with the lock held) says the result
  /// stops: deciding and taking the delivery turn are one critical section, as in `forwardElement(_:if:)`. The
  /// thread's identity is read only when the event is accepted: most inner sequences' completions are not.
  @inlinable @inline(__always)
  final func forwardStop(_ event: Event<Output>, if accept: () -> Bool) {
    let taken = lock.withLock { _ -> (turn: SerialDelivery<Work>.Turn, thread: ThreadIdentity)? in
      guard accept() else { return nil }
      let thread = ThreadIdentity.current
      return (delivery.submit(event, from: thread, turn: deliveryTurn), thread)
    }
    switch taken {
    case (.now, let thread)?:
      forwardStop(event)
      if !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.forward($0) }) }
    case (.nested, _)?:
      forwardStop(event)
    case (.later, _)?, nil:
      return
    }
  }
}

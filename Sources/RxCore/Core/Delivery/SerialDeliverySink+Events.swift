/// Serial delivery for sinks whose work is the events they forward (`merge`, `flatMap`, `switchLatest`...).
extension SerialDeliverySink where Work == Event<Output> {
  /// Forwards an element if `accept` (called with the lock held) lets it through: deciding and taking the delivery
  /// turn are one critical section, and forwarding happens outside the lock. The usual outcome (forward with the
  /// turn) stores nothing, and the closure that drains queued work (a retain of the sink) is made only when other
  /// threads queued some meanwhile.
  ///
  /// It takes the element, not its event: an event handed in was copied and destroyed around forwarding, by calls,
  /// since an event may hold an error. Written out beside `forwardStop(_:if:)` rather than through one shared
  /// function: the shared one made five chained `flatMap` slower (register allocation in the inner observer's
  /// closure); the Performance article has the figures.
  @inlinable @inline(__always)
  final func forwardElement(_ element: Output, if accept: () -> Bool) {
    let taken = lock.withLock { _ -> (turn: SerialDelivery<Work>.Turn, thread: ThreadIdentity)? in
      guard accept() else { return nil }
      let thread = ThreadIdentity.current
      return (delivery.submit(.next(element), from: thread, turn: deliveryTurn), thread)
    }
    switch taken {
    case (.now, let thread)?:
      forwardOn(.next(element))
      if !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.forward($0) }) }
    case (.nested, _)?:
      forwardOn(.next(element))
    case (.later, _)?, nil:
      return
    }
  }

  /// Forwards a stop event, and so disposes the sink, if `accept` (called with the lock held) says the result
  /// stops, as `forwardElement(_:if:)` does. The thread's identity is read, and the event made, only when it is
  /// accepted: most inner sequences' completions are not, and a `.completed` made for nothing was destroyed by a
  /// call.
  @inlinable @inline(__always)
  final func forwardStop(_ event: @autoclosure () -> Event<Output>, if accept: () -> Bool) {
    let taken = lock.withLock { _ -> (turn: SerialDelivery<Work>.Turn, thread: ThreadIdentity)? in
      guard accept() else { return nil }
      let thread = ThreadIdentity.current
      return (delivery.submit(event(), from: thread, turn: deliveryTurn), thread)
    }
    switch taken {
    case (.now, let thread)?:
      forwardStop(event())
      if !deliveryTurn.releaseIfIdle(by: thread) { drainQueued(performing: { self.forward($0) }) }
    case (.nested, _)?:
      forwardStop(event())
    case (.later, _)?, nil:
      return
    }
  }
}

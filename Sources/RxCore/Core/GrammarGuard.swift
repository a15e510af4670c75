/// Enforces `next* (error | completed)?` for one observer: drops events after a stop event and, in DEBUG builds,
/// reports the violation and any concurrent delivery through `Hooks.issueHandler`.
@usableFromInline
struct GrammarGuard: ~Copyable {
  @usableFromInline static var stoppedBit: Int { 1 }
  @usableFromInline static var deliveringBit: Int { 2 }
  @usableFromInline let state: AtomicInt

  @inlinable init() {
    state = AtomicInt(0)
  }

  /// Whether the observer has stopped.
  @inlinable var isStopped: Bool { state.load(ordering: .acquiring) & Self.stoppedBit != 0 }

  /// Checks an incoming event against the stop rule; returns whether it may be delivered.
  @inlinable
  func admit<Element>(_ event: Event<Element>, source: @autoclosure () -> String) -> Bool {
    if event.isStopEvent {
      let previous = state.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
      if previous & Self.stoppedBit != 0 {
        report(event, source: source())
        return false
      }
    } else if isStopped {
      report(event, source: source())
      return false
    }
    return true
  }

  /// Marks the start of a delivery; in DEBUG builds reports a delivery that overlaps another one (from another
  /// thread, or reentrantly). Call `endDelivery()` afterwards.
  @inlinable
  func beginDelivery<Element>(_ event: Event<Element>, source: @autoclosure () -> String) {
    #if DEBUG
      if Hooks.isGrammarCheckEnabled {
        let previous = state.bitwiseOr(Self.deliveringBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.deliveringBit != 0 {
          Hooks.report(
            .concurrentDelivery,
            "\(source()) delivered \(event) while another event was still being delivered to the same observer "
              + "(from another thread, or reentrantly). Serialize the calls, e.g. with a subject.")
        }
      }
    #endif
  }

  /// Marks the end of a delivery started with `beginDelivery`.
  @inlinable
  func endDelivery() {
    #if DEBUG
      state.bitwiseAnd(~Self.deliveringBit, ordering: .releasing)
    #endif
  }

  /// Hands `event` to `deliver` unless the grammar drops it, inside `beginDelivery` and `endDelivery`: what an
  /// observer given to a `create` subscribe function does with each event.
  @inlinable @inline(__always)
  func deliver<Element>(
    _ event: Event<Element>, source: @autoclosure () -> String, to deliver: (Event<Element>) -> Void
  ) {
    guard admit(event, source: source()) else { return }
    beginDelivery(event, source: source())
    deliver(event)
    endDelivery()
  }

  @usableFromInline
  func report<Element>(_ event: Event<Element>, source: String) {
    #if DEBUG
      if Hooks.isGrammarCheckEnabled {
        Hooks.report(
          .grammarViolation,
          "\(source) sent \(event) after its sequence had stopped; the event was dropped. "
            + "The grammar is next* (error | completed)?.")
      }
    #endif
  }
}

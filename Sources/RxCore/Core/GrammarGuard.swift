import Synchronization

/// Enforces `next* (error | completed)?` for one observer: drops events after a stop event and, in DEBUG builds,
/// reports the violation and any concurrent delivery through `Hooks.issueHandler`.
struct GrammarGuard: ~Copyable {
  private static let stoppedBit = 1
  private static let deliveringBit = 2
  private let state = Atomic<Int>(0)

  init() {}

  /// Whether the observer has stopped.
  var isStopped: Bool { state.load(ordering: .acquiring) & Self.stoppedBit != 0 }

  /// Checks an incoming event; returns whether it may be delivered. Call `end()` after delivering it.
  @inline(__always)
  func begin<Element>(_ event: Event<Element>, source: @autoclosure () -> String) -> Bool {
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
    return true
  }

  /// Marks the end of a delivery started with `begin`.
  @inline(__always)
  func end() {
    #if DEBUG
      state.bitwiseAnd(~Self.deliveringBit, ordering: .releasing)
    #endif
  }

  private func report<Element>(_ event: Event<Element>, source: String) {
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

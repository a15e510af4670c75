/// Lets the first event a `Single.create`, `Maybe.create` or `Completable.create` subscribe function sends through,
/// from any thread, and drops the rest: the function it is handed is `@Sendable`, so two threads may call it at once.
///
/// In debug builds a dropped event is reported through `Hooks.issueHandler` as a grammar violation (when
/// `Hooks.isGrammarCheckEnabled`), as the stop rule of `Observable.create` is.
///
/// Internal only, with nothing `@inlinable`: the `create` functions that use it are not `@inlinable` either, so no
/// client module could inline or specialize it.
final class PrimitiveEventGate: Sendable {
  let passed = AtomicBool(false)
  /// What sent the events, for the report: `Single.create`, `Maybe.create` or `Completable.create`.
  let source: StaticString

  init(source: StaticString) {
    self.source = source
  }

  /// Whether `event` is the first event; reports it in debug builds when it is not.
  func admit(_ event: @autoclosure () -> String) -> Bool {
    if !passed.exchange(true, ordering: .acquiringAndReleasing) { return true }
    reportDropped(event())
    return false
  }

  func reportDropped(_ event: String) {
    #if DEBUG
      if Hooks.isGrammarCheckEnabled {
        Hooks.report(
          .grammarViolation,
          "A \(source) subscribe function sent \(event) after its first event; it was dropped. Only the first event "
            + "counts.")
      }
    #endif
  }
}

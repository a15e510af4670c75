/// An observer built from a closure that ignores everything after a stop event.
///
/// In debug builds it keeps the subscription's ``IsolationCheck`` when the closure was formed in main-actor code,
/// and runs it before each call.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let handler: (Event<Element>) -> Void
  @usableFromInline let grammar = GrammarGuard()
  #if DEBUG
    @usableFromInline let isolationCheck: IsolationCheck?
  #endif

  @usableFromInline
  init(_ handler: @escaping (Event<Element>) -> Void, isolationCheck: IsolationCheck?) {
    #if DEBUG
      Resources.increment()
      self.isolationCheck = isolationCheck
    #endif
    self.handler = handler
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  @inlinable
  func on(_ event: Event<Element>) {
    guard grammar.admit(event, source: "An observable") else { return }
    #if DEBUG
      isolationCheck.verify("event")
    #endif
    handler(event)
  }
}

/// An observer built from a closure that ignores everything after a stop event.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let handler: (Event<Element>) -> Void
  @usableFromInline let grammar = GrammarGuard()

  @usableFromInline
  init(_ handler: @escaping (Event<Element>) -> Void) {
    #if DEBUG
      Resources.increment()
    #endif
    self.handler = handler
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  @inlinable
  func on(_ event: Event<Element>) {
    guard grammar.admit(event, source: "An observable") else { return }
    handler(event)
  }
}

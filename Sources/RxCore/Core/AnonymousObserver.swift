/// An observer built from a closure that ignores everything after a stop event.
final class AnonymousObserver<Element>: ObserverType, @unchecked Sendable {
  private let handler: (Event<Element>) -> Void
  private let grammar = GrammarGuard()

  init(_ handler: @escaping (Event<Element>) -> Void) {
    #if DEBUG
      Resources.increment()
    #endif
    self.handler = handler
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  func on(_ event: Event<Element>) {
    guard grammar.admit(event, source: "An observable") else { return }
    handler(event)
  }
}

/// Observes one source of a combining operator.
@usableFromInline
final class CombiningInput<Slots, Snapshot, Result, Element>: ObserverType {
  @usableFromInline let sink: CombiningSink<Slots, Snapshot, Result>
  @usableFromInline let index: Int
  @usableFromInline let store: (inout Slots, Element) -> Element?

  @inlinable
  init(
    sink: CombiningSink<Slots, Snapshot, Result>, index: Int, store: @escaping (inout Slots, Element) -> Element?
  ) {
    self.sink = sink
    self.index = index
    self.store = store
  }

  @inlinable
  func on(_ event: Event<Element>) {
    sink.receive(event, at: index, store: store)
  }
}

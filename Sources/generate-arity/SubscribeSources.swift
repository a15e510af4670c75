/// The rule's `subscribe(_:to:)`: it subscribes the sink to every source, in order, with `subscribe(fromSink:)` (the
/// sink keeps each subscription and ends it, so a source that is an operator hands over its own sink, with no
/// `SinkDisposer` between), each with an observer closure that captures only the sink (so it allocates nothing) and
/// stores the element into its own slot (`CollectionSlot.store`, in a closure literal that captures nothing, so the
/// store is inlined and, when the event has to wait for another thread, escapes without an allocation).
/// - Parameter arity: The number of sources; `sources.0`... are their observables.
func subscribeSources(_ arity: Arity) -> String {
  let lines = arity.items { number in
    """
    let subscription\(number) = sources.\(number - 1).subscribe(
    fromSink: AnyObserver { event in sink.receive(event, at: \(number - 1)) { slots, element, _ in slots.\(number - 1).store(element) } })
    sink.keep(subscription\(number), at: \(number - 1))
    """
  }
  return """
    @inlinable
    static func subscribe(_ sources: Sources, to sink: CombiningSink<Self>) {
    \(lines.joined(separator: "\n"))
    }
    """
}

/// The rule's `subscribe(_:to:)`: it subscribes the sink to every source, in order, with `subscribe(fromSink:)` (the
/// sink keeps each subscription and ends it, so a source that is an operator hands over its own sink, with no
/// `SinkDisposer` between), each with an observer closure that captures only the sink (so it allocates nothing) and
/// writes the element into its own slot with `store` (a literal that captures nothing, so the store is inlined and,
/// when the event has to wait for another thread, escapes without an allocation).
/// - Parameters:
///   - arity: The number of sources; `sources.0`... are their observables.
///   - store: The expression that stores `element` into `slots.<index>` for source `index` (0-based).
func subscribeSources(_ arity: Arity, store: (Int) -> String) -> String {
  let lines = arity.items { number in
    """
    let subscription\(number) = sources.\(number - 1).subscribe(
    fromSink: AnyObserver { event in sink.receive(event, at: \(number - 1)) { slots, element, _ in \(store(number - 1)) } })
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

/// Observes one inner sequence of a higher-order operator that was admitted while the sink's shared observer was
/// taken (see ``InnerSubscriptions``).
@usableFromInline
final class InnerObserver<Sink: InnerSequenceSink>: ObserverType {
  @usableFromInline let sink: Sink
  /// The inner sequence's number.
  @usableFromInline let id: Int

  @inlinable
  init(sink: Sink, id: Int) {
    self.sink = sink
    self.id = id
  }

  @inlinable
  func on(_ event: Event<Sink.InnerElement>) {
    sink.innerReceived(event, via: .own(id))
  }
}

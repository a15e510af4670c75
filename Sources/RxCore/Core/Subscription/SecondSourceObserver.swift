/// The observer of the sequence a sink turns to once its source has stopped (`catch`'s replacement, `ifEmpty`'s
/// other, `andThen`'s second): it sends that sequence's events downstream through the sink, stop events included.
@usableFromInline
struct SecondSourceObserver<Element>: ObserverType {
  @usableFromInline let sink: Sink<Element>

  @inlinable
  init(_ sink: Sink<Element>) {
    self.sink = sink
  }

  @inlinable
  func on(_ event: Event<Element>) {
    sink.forward(event)
  }
}

/// The observable of `Observable.merge(_:)`.
@usableFromInline
final class MergeArrayProducer<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let sources: [Observable<Element>]

  @inlinable
  init(sources: [Observable<Element>]) {
    self.sources = sources
    super.init(running: MergeArrayProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = MergeSink<Observable<Element>, Observable<Element>>(
      policy: .all, transform: { $0 }, site: nil, observer: observer, disposer: disposer)
    return (sink, sink.run(sources: sources))
  }
}

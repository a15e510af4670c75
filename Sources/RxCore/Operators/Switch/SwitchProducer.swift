/// The observable of `switchLatest` and `flatMapLatest`.
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let transform: (SourceElement) throws -> Inner

  @inlinable
  init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.transform = transform
    super.init(running: SwitchProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SwitchSink(transform: transform, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

/// The observable of `merge()`, `merge(maxConcurrent:)`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`.
@usableFromInline
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner

  @inlinable
  init(source: Observable<SourceElement>, policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner) {
    self.source = source
    self.policy = policy
    self.transform = transform
    super.init(running: MergeProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = MergeSink(policy: policy, transform: transform, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

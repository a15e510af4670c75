/// The observable of `merge()`, `merge(maxConcurrent:)`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`.
@usableFromInline
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let policy: MergePolicy
  @usableFromInline let transform: (SourceElement) throws -> Inner
  /// Where the closure was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  /// `site` is where `transform` was formed (`nil` for the operators that pass the inner sequences on as they are).
  @inlinable
  init(
    source: Observable<SourceElement>, policy: MergePolicy, transform: @escaping (SourceElement) throws -> Inner,
    site: IsolationSite? = nil
  ) {
    self.source = source
    self.policy = policy
    self.transform = transform
    self.site = IsolationSite.Stored(site)
    super.init(running: MergeProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = MergeSink(policy: policy, transform: transform, site: site.value, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

/// The observable of `switchLatest` and `flatMapLatest`.
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let transform: (SourceElement) throws -> Inner
  /// Where the closure was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  /// `site` is where `transform` was formed (`nil` for `switchLatest`).
  @inlinable
  init(
    source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner, site: IsolationSite? = nil
  ) {
    self.source = source
    self.transform = transform
    self.site = IsolationSite.Stored(site)
    super.init(running: SwitchProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SwitchSink(transform: transform, site: site.value, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

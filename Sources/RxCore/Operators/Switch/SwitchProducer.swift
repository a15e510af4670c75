/// The observable of `switchLatest` and `flatMapLatest`.
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>, SinkProducer,
  @unchecked Sendable
{
  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let transform: (SourceElement) throws -> Inner
  #if DEBUG
    /// Where the closure was formed, when that was main-actor code.
    @usableFromInline let site: IsolationSite?
  #else
    @inlinable var site: IsolationSite? { nil }
  #endif

  /// `site` is where `transform` was formed (`nil` for `switchLatest`).
  @inlinable
  init(
    source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner, site: IsolationSite? = nil
  ) {
    self.source = source
    self.transform = transform
    #if DEBUG
      self.site = site
    #endif
    super.init(running: SwitchProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Inner.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SwitchSink(transform: transform, site: site, observer: observer, disposer: disposer)
    return (sink, sink.run(source: source))
  }
}

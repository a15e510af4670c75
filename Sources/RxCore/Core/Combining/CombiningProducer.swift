/// The observable `combineLatest` and `zip` return.
@usableFromInline
final class CombiningProducer<Rule: CombiningRule>: Producer<Rule.Result>, SinkProducer, @unchecked Sendable {
  @usableFromInline let mode: CombiningMode
  @usableFromInline let completesEarly: Bool
  @usableFromInline let endsAStoppedSourceFirst: Bool
  @usableFromInline let slots: Rule.Slots
  @usableFromInline let sourceCount: Int
  @usableFromInline let sources: Rule.Sources
  @usableFromInline let rule: Rule
  /// Where the result selector was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  /// - Parameters:
  ///   - mode: `.latest` for `combineLatest`, `.zip` for `zip`.
  ///   - completesEarly: Whether the result completes as soon as a source emits while all the others have
  ///     completed and some source has no element (RxSwift does this for all but the fixed-arity `zip`).
  ///   - slots: The empty storage every subscription starts with.
  ///   - sourceCount: How many sources there are.
  ///   - sources: The sources, which `Rule.subscribe(_:to:)` subscribes.
  ///   - rule: Takes the snapshot to combine and calls the result selector.
  ///   - site: Where the result selector was formed; `nil` for RxCore's own (the forms that emit tuples).
  ///   - endsAStoppedSourceFirst: Whether a source that stops has its subscription ended before the stop is
  ///     handled, as RxSwift's fixed-arity forms do; its collection forms (`false`) forward an error or the last
  ///     completion first and end every subscription after, and end a source's subscription only for a
  ///     completion that does not end the result.
  @inlinable
  init(
    mode: CombiningMode, completesEarly: Bool, slots: Rule.Slots, sourceCount: Int,
    sources: Rule.Sources, rule: Rule, site: IsolationSite?, endsAStoppedSourceFirst: Bool = true
  ) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.endsAStoppedSourceFirst = endsAStoppedSourceFirst
    self.slots = slots
    self.sourceCount = sourceCount
    self.sources = sources
    self.rule = rule
    self.site = IsolationSite.Stored(site)
    super.init(running: CombiningProducer.self)
  }

  /// Subscribes `sink` to every source, in order.
  @inlinable
  func subscribeSources(_ sink: CombiningSink<Rule>) {
    Rule.subscribe(sources, to: sink)
  }

  @inlinable
  func run(_ observer: AnyObserver<Rule.Result>, disposer: SinkDisposer?) -> Parts {
    let sink = CombiningSink(parent: self, observer: observer, disposer: disposer)
    return (sink, sink.run())
  }
}

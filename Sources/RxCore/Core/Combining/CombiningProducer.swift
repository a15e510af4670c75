/// The observable `combineLatest` and `zip` return.
@usableFromInline
final class CombiningProducer<Slots, Snapshot, Result>: Producer<Result>, @unchecked Sendable {
  @usableFromInline let mode: CombiningMode
  @usableFromInline let completesEarly: Bool
  @usableFromInline let slots: Slots
  @usableFromInline let sourceCount: Int
  @usableFromInline let subscribeSources: (CombiningSink<Slots, Snapshot, Result>) -> Void
  @usableFromInline let take: (inout Slots) -> Snapshot?
  @usableFromInline let combine: (Snapshot) throws -> Result
  @usableFromInline let runFunction:
    (CombiningProducer<Slots, Snapshot, Result>, AnyObserver<Result>, any Cancelable) -> Parts

  /// - Parameters:
  ///   - mode: `.latest` for `combineLatest`, `.zip` for `zip`.
  ///   - completesEarly: Whether the result completes as soon as a source emits while all the others have
  ///     completed and some source has no element (RxSwift does this for all but the fixed-arity `zip`).
  ///   - slots: The empty storage every subscription starts with.
  ///   - sourceCount: How many sources there are.
  ///   - subscribeSources: Subscribes the sink to every source, in order: source number `index` is subscribed
  ///     with an observer that calls `sink.receive(_:at: index, store:)` and its subscription is handed to
  ///     `sink.keep(_:at: index)`. One closure for all the sources, made where their types are concrete, so each
  ///     source's observer is specialized code (and, capturing only the sink, allocates nothing).
  ///   - take: Makes the snapshot to combine once every source has an element (and, for `zip`, removes it).
  ///   - combine: The result selector.
  @inlinable
  init(
    mode: CombiningMode, completesEarly: Bool, slots: Slots, sourceCount: Int,
    subscribeSources: @escaping (CombiningSink<Slots, Snapshot, Result>) -> Void,
    take: @escaping (inout Slots) -> Snapshot?, combine: @escaping (Snapshot) throws -> Result
  ) {
    self.mode = mode
    self.completesEarly = completesEarly
    self.slots = slots
    self.sourceCount = sourceCount
    self.subscribeSources = subscribeSources
    self.take = take
    self.combine = combine
    self.runFunction = { producer, observer, cancel in
      let sink = CombiningSink(parent: producer, observer: observer, cancel: cancel)
      return (sink, sink.run())
    }
    super.init()
  }

  @usableFromInline
  override func run(erased observer: AnyObserver<Result>, cancel: any Cancelable) -> Parts {
    runFunction(self, observer, cancel)
  }
}

/// Where the elements of one source of `combineLatest` or `zip` of a collection wait: the latest element (an
/// optional) or a queue (``ZipQueue``).
@usableFromInline
protocol CollectionSlot {
  associatedtype Value

  /// A slot that holds nothing yet.
  static var empty: Self { get }

  /// Stores `element`; returns the element it replaced, for the caller to release once it is done with the slots.
  mutating func store(_ element: Value) -> Value?

  /// The element to combine, or `nil` when there is none: the latest stays, the oldest queued leaves. (Not `take()`:
  /// that would hide the standard library's `Optional.take()`, which empties the optional, in all of RxCore.)
  mutating func elementToCombine() -> Value?
}

extension Optional: CollectionSlot {
  @inlinable
  static var empty: Wrapped? { nil }

  @inlinable
  mutating func store(_ element: Wrapped) -> Wrapped? {
    replaceLatest(&self, with: element)
  }

  @inlinable
  mutating func elementToCombine() -> Wrapped? { self }
}

extension ZipQueue: CollectionSlot {
  @inlinable
  static var empty: ZipQueue { ZipQueue() }

  @inlinable
  mutating func store(_ element: Element) -> Element? {
    append(element)
    return nil
  }

  @inlinable
  mutating func elementToCombine() -> Element? { removeFirst() }
}

/// The `CombiningRule` of `combineLatest` (slots of optionals) and `zip` (slots of queues) of a collection: one
/// slot per source, combined as an array.
@usableFromInline
struct CollectionRule<Slot: CollectionSlot, Result>: CombiningRule {
  @usableFromInline let resultSelector: ([Slot.Value]) throws -> Result

  @inlinable
  init(resultSelector: @escaping ([Slot.Value]) throws -> Result) {
    self.resultSelector = resultSelector
  }

  @inlinable
  static func subscribe(_ sources: [Observable<Slot.Value>], to sink: CombiningSink<Self>) {
    for (index, source) in sources.enumerated() {
      let subscription = source.subscribe(
        fromSink: AnyObserver { event in
          sink.receive(event, at: index) { slots, element, index in slots[index].store(element) }
        })
      sink.keep(subscription, at: index)
    }
  }

  @inlinable
  static func take(_ slots: inout [Slot]) -> [Slot.Value]? {
    var values: [Slot.Value] = []
    values.reserveCapacity(slots.count)
    for index in slots.indices {
      guard let value = slots[index].elementToCombine() else { return nil }
      values.append(value)
    }
    return values
  }

  @inlinable
  func combine(_ snapshot: [Slot.Value]) throws -> Result {
    try resultSelector(snapshot)
  }
}

/// The observable of `combineLatest` (`mode: .latest`, slots of optionals) or `zip` (`.zip`, slots of queues) of a
/// collection.
///
/// As in RxSwift's collection forms, the result completes as soon as it can never emit again, and a source's stop
/// is handled before its subscription ends.
@inlinable
func makeCollectionCombining<Collection: Swift.Collection, Slot: CollectionSlot, Result>(
  _ collection: Collection, mode: CombiningMode, slot: Slot.Type, site: IsolationSite?,
  combine: @escaping ([Slot.Value]) throws -> Result
) -> Observable<Result> where Collection.Element: ObservableType, Collection.Element.Element == Slot.Value {
  let sources = collection.map { $0.asObservable() }
  return CombiningProducer<CollectionRule<Slot, Result>>(
    mode: mode,
    completesEarly: true,
    slots: Array(repeating: .empty, count: sources.count),
    sourceCount: sources.count,
    sources: sources,
    rule: CollectionRule(resultSelector: combine), site: site,
    endsAStoppedSourceFirst: false)
}

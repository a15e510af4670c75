// `combineLatest` of a collection of sources. The forms of 2...8 sources are generated into
// CombineLatest+Arity.generated.swift; all of them run on the shared `CombiningProducer` engine.

extension ObservableType {
  /// Combines the latest elements of the sources in `collection` with `resultSelector` whenever one emits.
  ///
  /// ```swift
  /// Observable.combineLatest(fields.map { $0.isValid }) { $0.allSatisfy { $0 } }
  /// ```
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails. An empty collection
  /// emits `resultSelector([])` and completes.
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines the latest elements, in the collection's order; an error it throws is
  ///     sent as `.error`.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> where Collection.Element: ObservableType {
    makeCombineLatestCollection(
      collection, site: IsolationSite(isolation, call: "Observable.combineLatest", file: file, line: line),
      combine: resultSelector)
  }

  /// Emits an array of the latest elements of the sources in `collection` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails. An empty collection
  /// emits `[]` and completes.
  /// - Parameter collection: The sources.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    makeCombineLatestCollection(collection, site: nil) { $0 }
  }
}

@inlinable
func makeCombineLatestCollection<Collection: Swift.Collection, Result>(
  _ collection: Collection, site: IsolationSite?,
  combine: @escaping ([Collection.Element.Element]) throws -> Result
) -> Observable<Result> where Collection.Element: ObservableType {
  let sources = collection.map { $0.asObservable() }
  return CombiningProducer<CombineLatestCollectionRule<Collection.Element.Element, Result>>(
    mode: .latest,
    completesEarly: true,
    slots: Array(repeating: nil, count: sources.count),
    sourceCount: sources.count,
    sources: sources,
    rule: CombineLatestCollectionRule(resultSelector: combine), site: site,
    endsAStoppedSourceFirst: false)
}

/// The `CombiningRule` of `combineLatest` of a collection: the latest element of each source, as an array.
@usableFromInline
struct CombineLatestCollectionRule<Value, Result>: CombiningRule {
  @usableFromInline let resultSelector: ([Value]) throws -> Result

  @inlinable
  static func subscribe(_ sources: [Observable<Value>], to sink: CombiningSink<Self>) {
    for (index, source) in sources.enumerated() {
      let subscription = source.subscribe(
        fromSink: AnyObserver { event in
          sink.receive(event, at: index) { slots, element, index in replaceLatest(&slots[index], with: element) }
        })
      sink.keep(subscription, at: index)
    }
  }

  @inlinable
  init(resultSelector: @escaping ([Value]) throws -> Result) {
    self.resultSelector = resultSelector
  }

  @inlinable
  static func take(_ slots: inout [Value?]) -> [Value]? {
    var values: [Value] = []
    values.reserveCapacity(slots.count)
    for slot in slots {
      guard let value = slot else { return nil }
      values.append(value)
    }
    return values
  }

  @inlinable
  func combine(_ snapshot: [Value]) throws -> Result {
    try resultSelector(snapshot)
  }
}

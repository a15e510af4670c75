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
    makeCollectionCombining(
      collection, mode: .latest, slot: Optional.self,
      site: IsolationSite(isolation, call: "Observable.combineLatest", file: file, line: line),
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
    makeCollectionCombining(collection, mode: .latest, slot: Optional.self, site: nil) { $0 }
  }
}

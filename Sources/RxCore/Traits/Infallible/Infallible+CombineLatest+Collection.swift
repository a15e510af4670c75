// `combineLatest` of a collection of infallible sequences (the fixed arities are in Infallible+CombineLatest+arity).

extension InfallibleType {
  /// Combines the latest elements of every sequence in `collection` with `resultSelector`, once each has emitted.
  ///
  /// ```swift
  /// Infallible.combineLatest(toggles) { $0.filter { $0 }.count }  // how many toggles are on
  /// ```
  /// This is `Observable.combineLatest`, as in RxSwift: it completes when every sequence has completed, or when
  /// a sequence emits while the others have all completed and one of them never emitted; an empty collection
  /// emits `resultSelector([])` and completes.
  /// `resultSelector` may throw, as in RxSwift; such an error ends the sequence, and an ``Infallible`` subscriber
  /// reports it through `Hooks.issueHandler` and drops it.
  /// - Parameters:
  ///   - collection: The sequences.
  ///   - resultSelector: Combines their latest elements, in the collection's order.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The combined sequence.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> where Collection.Element: InfallibleType {
    Infallible(
      makeCollectionCombining(
        collection.map { $0.asObservable() }, mode: .latest, slot: Optional.self,
        site: IsolationSite(isolation, call: "Infallible.combineLatest", file: file, line: line),
        combine: resultSelector))
  }

  /// Combines the latest elements of every sequence in `collection` into an array, once each has emitted.
  ///
  /// ```swift
  /// Infallible.combineLatest([name, email])  // ["ann", "ann@example.com"], then after every change
  /// ```
  /// - Parameter collection: The sequences.
  /// - Returns: The arrays of latest elements, in the collection's order.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
  where Collection.Element: InfallibleType, Collection.Element.Element == Element {
    Infallible(Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}

// RxCocoa's static operators that combine shared sequences of one strategy given as a collection or a list.
// The fixed-arity `combineLatest` and `zip` (2 to 8 sources) are in their own file.

extension SharedSequenceConvertibleType {
  /// Merges the elements of the sequences in `sources`.
  ///
  /// ```swift
  /// let taps = Signal.merge([maleTaps, femaleTaps])
  /// ```
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of the sequences in `sources`.
  @inlinable
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of `sources`.
  @inlinable
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension SharedSequence {
  /// Emits the elements of each sequence in turn, subscribing to the next when the one before completes.
  ///
  /// ```swift
  /// let steps = Driver.concat([Driver.just("nickname"), Driver.just("email")])
  /// ```
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence
  where Sequence.Element == SharedSequence {
    SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Emits the elements of each sequence in turn, subscribing to the next when the one before completes.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence
  where Collection.Element == SharedSequence {
    SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Combines the elements of the sequences at the same index, with `resultSelector`.
  ///
  /// An error thrown by `resultSelector` is reported through `Hooks.issueHandler` and ends the sequence: a shared
  /// sequence cannot carry it (RxCocoa lets it through to the subscribers).
  @inlinable
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence {
    SharedSequence<SharingStrategy, Result>(
      Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector).reportingErrors())
  }

  /// Combines the elements of the sequences at the same index into arrays.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence {
    SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
  }

  /// Combines the latest elements of the sequences, with `resultSelector`, once each has emitted.
  ///
  /// An error thrown by `resultSelector` is reported through `Hooks.issueHandler` and ends the sequence: a shared
  /// sequence cannot carry it (RxCocoa lets it through to the subscribers).
  @inlinable
  public static func combineLatest<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence {
    SharedSequence<SharingStrategy, Result>(
      Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        .reportingErrors())
  }

  /// Combines the latest elements of the sequences into arrays, once each has emitted.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence {
    SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}

extension ObservableType {
  /// Reports an error through `Hooks.issueHandler` and completes instead: what a shared sequence does with an
  /// error a user closure throws.
  @inlinable
  func reportingErrors() -> Observable<Element> {
    self.catch { error in
      Hooks.reportUnhandled(error)
      return Observable.empty()
    }
  }
}

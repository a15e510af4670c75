// The operators RxCocoa defines on `Driver` and `Signal`: each applies the Observable operator and keeps the trait.

extension SharedSequenceConvertibleType {
  @inlinable
  var shared: Observable<Element> { asSharedSequence().asObservable() }

  /// Transforms each element.
  @inlinable
  public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(shared.map(selector))
  }

  /// Transforms each element, dropping `nil` results.
  @inlinable
  public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(shared.compactMap(selector))
  }

  /// Keeps the elements that satisfy `predicate`.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.filter(predicate))
  }

  /// Accumulates elements, emitting each intermediate result.
  @inlinable
  public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) -> Accumulate)
    -> SharedSequence<SharingStrategy, Accumulate>
  {
    SharedSequence(shared.scan(seed, accumulator: accumulator))
  }

  /// Emits `elements` first.
  @inlinable
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: shared.startWith(element))
  }

  /// Skips the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.skip(count))
  }

  /// Runs side effects for the sequence's events.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      raw: shared.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Prints the sequence's events.
  @inlinable
  public func debug(_ identifier: String? = nil, trimOutput: Bool = false) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: shared.debug(identifier, trimOutput: trimOutput))
  }

  /// Maps each element to a sequence and emits the elements of the latest one.
  @inlinable
  public func flatMapLatest<Sharing: SharedSequenceConvertibleType>(
    _ selector: @escaping (Element) -> Sharing
  ) -> SharedSequence<SharingStrategy, Sharing.Element> where Sharing.SharingStrategy == SharingStrategy {
    SharedSequence(shared.flatMapLatest { selector($0).asSharedSequence().asObservable() })
  }

  /// Maps each element to a sequence and merges them.
  @inlinable
  public func flatMap<Sharing: SharedSequenceConvertibleType>(_ selector: @escaping (Element) -> Sharing)
    -> SharedSequence<SharingStrategy, Sharing.Element> where Sharing.SharingStrategy == SharingStrategy
  {
    SharedSequence(shared.flatMap { selector($0).asSharedSequence().asObservable() })
  }

  /// Combines each element with the latest element of `second`.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(shared.withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
  }

  /// Replaces each element with the latest element of `second`.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence(shared.withLatestFrom(second.asSharedSequence().asObservable()))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops elements equal to the previous one.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: asSharedSequence().asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops elements whose key equals the previous element's key.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(raw: asSharedSequence().asObservable().distinctUntilChanged(keySelector))
  }

  /// Drops elements that `comparer` finds equal to the previous one.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(raw: asSharedSequence().asObservable().distinctUntilChanged(comparer))
  }
}

extension SharedSequence {
  /// Merges several sequences.
  @inlinable
  public static func merge(_ sources: SharedSequence...) -> SharedSequence {
    SharedSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges several sequences.
  @inlinable
  public static func merge(_ sources: [SharedSequence]) -> SharedSequence {
    SharedSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Combines the latest elements of two sequences.
  @inlinable
  public static func combineLatest<First, Second>(
    _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
    resultSelector: @escaping (First, Second) -> Element
  ) -> SharedSequence {
    SharedSequence(
      Observable.combineLatest(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of three sequences.
  @inlinable
  public static func combineLatest<First, Second, Third>(
    _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>, resultSelector: @escaping (First, Second, Third) -> Element
  ) -> SharedSequence {
    SharedSequence(
      Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of a collection of sequences.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection, Value>(
    _ collection: Collection, resultSelector: @escaping ([Value]) -> Element
  ) -> SharedSequence where Collection.Element == SharedSequence<SharingStrategy, Value> {
    SharedSequence(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
  }
}

extension SharedSequence {
  /// Combines the latest elements of two sequences into tuples.
  @inlinable
  public static func combineLatest<First, Second>(
    _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>
  ) -> SharedSequence where Element == (First, Second) {
    SharedSequence(Observable.combineLatest(first.asObservable(), second.asObservable()))
  }

  /// Combines the latest elements of three sequences into tuples.
  @inlinable
  public static func combineLatest<First, Second, Third>(
    _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>
  ) -> SharedSequence where Element == (First, Second, Third) {
    SharedSequence(Observable.combineLatest(first.asObservable(), second.asObservable(), third.asObservable()))
  }
}

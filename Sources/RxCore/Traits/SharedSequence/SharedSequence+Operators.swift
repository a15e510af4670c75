// The operators RxCocoa defines on `Driver` and `Signal`: each applies the Observable operator to the shared
// sequence and shares the result again with the same strategy, as RxCocoa does.

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

  /// Accumulates elements into a value changed in place, emitting it after each element. An RxCore addition
  /// (RxCocoa has only `scan(_:accumulator:)` on shared sequences).
  ///
  /// ```swift
  /// let tapCounts = taps.scan(into: 0) { count, _ in count += 1 }
  /// ```
  @inlinable
  public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) -> Void)
    -> SharedSequence<SharingStrategy, Accumulate>
  {
    SharedSequence(shared.scan(into: seed, accumulator: accumulator))
  }

  /// Emits `element` first.
  @inlinable
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.startWith(element))
  }

  /// Skips the first `count` elements.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.skip(count))
  }

  /// Runs side effects for the sequence's events, once per event however many subscribe: the result is shared
  /// again, as in RxCocoa.
  ///
  /// ```swift
  /// let selected = gender.asDriver().do(onNext: { analytics.log($0) })  // logged once per change
  /// ```
  public func `do`(
    onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      shared.do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Prints the sequence's events (once per event: the result is shared again).
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// Combines each element with the latest element of `second`.
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(shared.withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
  }

  /// Replaces each element with the latest element of `second`.
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
    SharedSequence(shared.distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType {
  /// Drops elements whose key equals the previous element's key.
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(shared.distinctUntilChanged(keySelector))
  }

  /// Drops elements that `comparer` finds equal to the previous one.
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(shared.distinctUntilChanged(comparer))
  }

  /// Drops elements whose key `comparer` finds equal to the previous element's key.
  ///
  /// ```swift
  /// let nicknames = form.distinctUntilChanged({ $0.nickname }, comparer: { $0.lowercased() == $1.lowercased() })
  /// ```
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(shared.distinctUntilChanged(keySelector, comparer: comparer))
  }
}

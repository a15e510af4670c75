// The higher-order operators of RxCocoa's shared sequences. The inner sequences decide the result's sharing
// strategy, so a `Signal` of taps can map to a `Driver` per tap.

extension SharedSequenceConvertibleType {
  /// Maps each element to a shared sequence and emits the elements of the latest one, dropping the one before.
  ///
  /// ```swift
  /// let results: Driver<[Item]> = query.flatMapLatest { api.search($0).asDriver(onErrorJustReturn: []) }
  /// ```
  @inlinable
  public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
    -> SharedSequence<Sharing, Result>
  {
    SharedSequence(shared.flatMapLatest(selector))
  }

  /// Maps each element to a shared sequence, ignoring elements that arrive while the current one is running.
  @inlinable
  public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
    -> SharedSequence<Sharing, Result>
  {
    SharedSequence(shared.flatMapFirst(selector))
  }

  /// Maps each element to a shared sequence and merges them.
  @inlinable
  public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
    -> SharedSequence<Sharing, Result>
  {
    SharedSequence(shared.flatMap(selector))
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Emits the elements of the latest inner sequence, dropping the one before.
  @inlinable
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(shared.map { $0.asSharedSequence() }.switchLatest())
  }

  /// Merges the elements of every inner sequence.
  @inlinable
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(shared.map { $0.asSharedSequence() }.merge())
  }

  /// Merges the elements of the inner sequences, at most `maxConcurrent` subscribed at a time.
  ///
  /// A `maxConcurrent` below 1 completes at once: `Observable.merge(maxConcurrent:)` fails with
  /// `RxError.argumentOutOfRange`, which a shared sequence cannot carry, so the error is reported through
  /// `Hooks.issueHandler` (`.unhandledError`) instead. RxSwift never subscribes to the source then.
  @inlinable
  public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(
      shared.map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent)
        .catch { error in
          Hooks.reportUnhandled(error)
          return Observable.empty()
        })
  }
}

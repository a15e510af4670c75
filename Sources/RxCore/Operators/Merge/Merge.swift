extension ObservableType {
  /// Merges the elements of several sequences into one, in the order they arrive.
  ///
  /// ```swift
  /// Observable.merge(localChanges, remoteChanges).subscribe(onNext: { apply($0) })
  /// ```
  /// Every source is subscribed at once, in order. The result completes when every source has completed and fails
  /// as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of an array of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty array) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    MergeArrayProducer(sources: sources)
  }

  /// Merges the elements of a collection of sequences into one, in the order they arrive.
  ///
  /// Every source is subscribed at once, in order. The result completes when every source has completed (at once
  /// for an empty collection) and fails as soon as one fails.
  /// - Parameter sources: The sequences to merge.
  /// - Returns: The merged sequence.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    MergeArrayProducer(sources: Array(sources))
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Subscribes to every inner sequence the source emits and merges their elements, in the order they arrive.
  ///
  /// ```swift
  /// let downloads: Observable<Observable<Data>> = urls.map { download($0) }
  /// downloads.merge().subscribe(onNext: { save($0) })
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails.
  /// - Returns: The merged sequence.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    MergeProducer(source: asObservable(), policy: .all, transform: { $0 })
  }

  /// Merges the elements of the inner sequences the source emits, with at most `maxConcurrent` of them subscribed
  /// at a time; the others wait, in order, until one completes.
  ///
  /// ```swift
  /// requests.map { send($0) }.merge(maxConcurrent: 2)
  /// ```
  /// The result completes when the source and every inner sequence have completed, and fails as soon as the source
  /// or an inner sequence fails. A `maxConcurrent` below 1 fails with `RxError.argumentOutOfRange` without
  /// subscribing to the source.
  /// - Parameter maxConcurrent: The largest number of inner sequences subscribed at the same time (at least 1).
  /// - Returns: The merged sequence.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    guard maxConcurrent >= 1 else { return Observable.error(RxError.argumentOutOfRange) }
    return MergeProducer(source: asObservable(), policy: .limit(maxConcurrent), transform: { $0 })
  }
}

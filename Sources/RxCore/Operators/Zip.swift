// The arities 2...8 follow one template (generated, then formatted with swift-format) and differ only in
// their types; all of them, and the collection forms, run on the shared `CombiningProducer` engine.

extension ObservableType {
  /// Combines the elements of two sources with `resultSelector`, pairing them by index.
  ///
  /// ```swift
  /// Observable.zip(requests, responses) { request, response in (request.id, response.status) }
  /// ```
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2) { try resultSelector($0.0, $0.1) }
  }

  /// Combines the elements of three sources with `resultSelector`, pairing them by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2, source3) { try resultSelector($0.0, $0.1, $0.2) }
  }

  /// Combines the elements of four sources with `resultSelector`, pairing them by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2, source3, source4) { try resultSelector($0.0, $0.1, $0.2, $0.3) }
  }

  /// Combines the elements of five sources with `resultSelector`, pairing them by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2, source3, source4, source5) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4) }
  }

  /// Combines the elements of six sources with `resultSelector`, pairing them by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2, source3, source4, source5, source6) {
      try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5)
    }
  }

  /// Combines the elements of seven sources with `resultSelector`, pairing them by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - source7: Source number 7.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2, source3, source4, source5, source6, source7) {
      try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6)
    }
  }

  /// Combines the elements of eight sources with `resultSelector`, pairing them by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - source7: Source number 7.
  ///   - source8: Source number 8.
  ///   - resultSelector: Combines one element of each source; an error it throws is sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws
      -> Element
  ) -> Observable<Element> {
    makeZip(source1, source2, source3, source4, source5, source6, source7, source8) {
      try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits tuples of the elements of two sources, paired by index.
  ///
  /// ```swift
  /// Observable.zip(Observable.of(1, 2), Observable.of("a", "b"))  // (1, "a"), (2, "b")
  /// ```
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    makeZip(source1, source2) { $0 }
  }

  /// Emits tuples of the elements of three sources, paired by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    makeZip(source1, source2, source3) { $0 }
  }

  /// Emits tuples of the elements of four sources, paired by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    makeZip(source1, source2, source3, source4) { $0 }
  }

  /// Emits tuples of the elements of five sources, paired by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    makeZip(source1, source2, source3, source4, source5) { $0 }
  }

  /// Emits tuples of the elements of six sources, paired by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    makeZip(source1, source2, source3, source4, source5, source6) { $0 }
  }

  /// Emits tuples of the elements of seven sources, paired by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - source7: Source number 7.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    makeZip(source1, source2, source3, source4, source5, source6, source7) { $0 }
  }

  /// Emits tuples of the elements of eight sources, paired by index.
  ///
  /// The first elements of all sources are combined together, then the second elements, and so on; elements
  /// wait in a queue until every source has one at that index. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - source7: Source number 7.
  ///   - source8: Source number 8.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    makeZip(source1, source2, source3, source4, source5, source6, source7, source8) { $0 }
  }
}

extension ObservableType {
  /// Combines the elements of the sources in `collection` with `resultSelector`, pairing them by index.
  ///
  /// ```swift
  /// Observable.zip(downloads) { parts in parts.joined() }
  /// ```
  /// The sources are subscribed in order. The result completes when every source has completed (or when a source
  /// emits while every other source has completed and some source has nothing to pair) and fails as soon as any
  /// source fails. An empty collection completes at once.
  /// - Parameters:
  ///   - collection: The sources.
  ///   - resultSelector: Combines one element of each source, in the collection's order; an error it throws is
  ///     sent as `.error`.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    makeZipCollection(collection, combine: resultSelector)
  }

  /// Emits arrays of the elements of the sources in `collection`, paired by index.
  ///
  /// The sources are subscribed in order. The result completes when every source has completed (or when a source
  /// emits while every other source has completed and some source has nothing to pair) and fails as soon as any
  /// source fails. An empty collection completes at once.
  /// - Parameter collection: The sources.
  /// - Returns: The zipped sequence.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    makeZipCollection(collection) { $0 }
  }
}

@inlinable
func makeZip<O1: ObservableType, O2: ObservableType, Result>(
  _ source1: O1, _ source2: O2,
  combine: @escaping ((O1.Element, O2.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (ZipQueue<O1.Element>, ZipQueue<O2.Element>)
  return CombiningProducer<Slots, (O1.Element, O2.Element), Result>(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
    ],
    take: { slots in
      guard let element1 = slots.0.removeFirst(), let element2 = slots.1.removeFirst() else { return nil }
      return (element1, element2)
    },
    combine: combine)
}

@inlinable
func makeZip<O1: ObservableType, O2: ObservableType, O3: ObservableType, Result>(
  _ source1: O1, _ source2: O2, _ source3: O3,
  combine: @escaping ((O1.Element, O2.Element, O3.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>)
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element), Result>(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
      CombiningSource(source3) { enqueue($1, into: &$0.2) },
    ],
    take: { slots in
      guard
        let element1 = slots.0.removeFirst(),
        let element2 = slots.1.removeFirst(),
        let element3 = slots.2.removeFirst()
      else { return nil }
      return (element1, element2, element3)
    },
    combine: combine)
}

@inlinable
func makeZip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, Result>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
  combine: @escaping ((O1.Element, O2.Element, O3.Element, O4.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>)
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element, O4.Element), Result>(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
      CombiningSource(source3) { enqueue($1, into: &$0.2) },
      CombiningSource(source4) { enqueue($1, into: &$0.3) },
    ],
    take: { slots in
      guard
        let element1 = slots.0.removeFirst(),
        let element2 = slots.1.removeFirst(),
        let element3 = slots.2.removeFirst(),
        let element4 = slots.3.removeFirst()
      else { return nil }
      return (element1, element2, element3, element4)
    },
    combine: combine)
}

@inlinable
func makeZip<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
  combine: @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (
    ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>
  )
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element), Result>(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
      CombiningSource(source3) { enqueue($1, into: &$0.2) },
      CombiningSource(source4) { enqueue($1, into: &$0.3) },
      CombiningSource(source5) { enqueue($1, into: &$0.4) },
    ],
    take: { slots in
      guard
        let element1 = slots.0.removeFirst(),
        let element2 = slots.1.removeFirst(),
        let element3 = slots.2.removeFirst(),
        let element4 = slots.3.removeFirst(),
        let element5 = slots.4.removeFirst()
      else { return nil }
      return (element1, element2, element3, element4, element5)
    },
    combine: combine)
}

@inlinable
func makeZip<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
  O6: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
  combine: @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (
    ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>,
    ZipQueue<O6.Element>
  )
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element), Result>(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
      CombiningSource(source3) { enqueue($1, into: &$0.2) },
      CombiningSource(source4) { enqueue($1, into: &$0.3) },
      CombiningSource(source5) { enqueue($1, into: &$0.4) },
      CombiningSource(source6) { enqueue($1, into: &$0.5) },
    ],
    take: { slots in
      guard
        let element1 = slots.0.removeFirst(),
        let element2 = slots.1.removeFirst(),
        let element3 = slots.2.removeFirst(),
        let element4 = slots.3.removeFirst(),
        let element5 = slots.4.removeFirst(),
        let element6 = slots.5.removeFirst()
      else { return nil }
      return (element1, element2, element3, element4, element5, element6)
    },
    combine: combine)
}

@inlinable
func makeZip<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
  O6: ObservableType, O7: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
  combine:
    @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (
    ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>,
    ZipQueue<O6.Element>, ZipQueue<O7.Element>
  )
  return CombiningProducer<
    Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element), Result
  >(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
      CombiningSource(source3) { enqueue($1, into: &$0.2) },
      CombiningSource(source4) { enqueue($1, into: &$0.3) },
      CombiningSource(source5) { enqueue($1, into: &$0.4) },
      CombiningSource(source6) { enqueue($1, into: &$0.5) },
      CombiningSource(source7) { enqueue($1, into: &$0.6) },
    ],
    take: { slots in
      guard
        let element1 = slots.0.removeFirst(),
        let element2 = slots.1.removeFirst(),
        let element3 = slots.2.removeFirst(),
        let element4 = slots.3.removeFirst(),
        let element5 = slots.4.removeFirst(),
        let element6 = slots.5.removeFirst(),
        let element7 = slots.6.removeFirst()
      else { return nil }
      return (element1, element2, element3, element4, element5, element6, element7)
    },
    combine: combine)
}

@inlinable
func makeZip<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
  O6: ObservableType, O7: ObservableType, O8: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
  _ source8: O8,
  combine:
    @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)) throws
    -> Result
) -> Observable<Result> {
  typealias Slots = (
    ZipQueue<O1.Element>, ZipQueue<O2.Element>, ZipQueue<O3.Element>, ZipQueue<O4.Element>, ZipQueue<O5.Element>,
    ZipQueue<O6.Element>, ZipQueue<O7.Element>, ZipQueue<O8.Element>
  )
  return CombiningProducer<
    Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element), Result
  >(
    mode: .zip,
    completesEarly: false,
    slots: (ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue(), ZipQueue()),
    sources: [
      CombiningSource(source1) { enqueue($1, into: &$0.0) },
      CombiningSource(source2) { enqueue($1, into: &$0.1) },
      CombiningSource(source3) { enqueue($1, into: &$0.2) },
      CombiningSource(source4) { enqueue($1, into: &$0.3) },
      CombiningSource(source5) { enqueue($1, into: &$0.4) },
      CombiningSource(source6) { enqueue($1, into: &$0.5) },
      CombiningSource(source7) { enqueue($1, into: &$0.6) },
      CombiningSource(source8) { enqueue($1, into: &$0.7) },
    ],
    take: { slots in
      guard
        let element1 = slots.0.removeFirst(),
        let element2 = slots.1.removeFirst(),
        let element3 = slots.2.removeFirst(),
        let element4 = slots.3.removeFirst(),
        let element5 = slots.4.removeFirst(),
        let element6 = slots.5.removeFirst(),
        let element7 = slots.6.removeFirst(),
        let element8 = slots.7.removeFirst()
      else { return nil }
      return (element1, element2, element3, element4, element5, element6, element7, element8)
    },
    combine: combine)
}

@inlinable
func makeZipCollection<Collection: Swift.Collection, Result>(
  _ collection: Collection, combine: @escaping ([Collection.Element.Element]) throws -> Result
) -> Observable<Result> where Collection.Element: ObservableType {
  typealias Value = Collection.Element.Element
  let sources = collection.enumerated().map { index, source in
    CombiningSource<[ZipQueue<Value>], [Value], Result>(source) { enqueue($1, into: &$0[index]) }
  }
  return CombiningProducer<[ZipQueue<Value>], [Value], Result>(
    mode: .zip,
    completesEarly: true,
    slots: Array(repeating: ZipQueue(), count: sources.count),
    sources: sources,
    take: { slots in
      var values: [Value] = []
      values.reserveCapacity(slots.count)
      for index in slots.indices {
        guard let value = slots[index].removeFirst() else { return nil }
        values.append(value)
      }
      return values
    },
    combine: combine)
}

/// Adds `element` to `queue`; the `store` function of a `zip` source (it never replaces an element).
@inlinable
func enqueue<Element>(_ element: Element, into queue: inout ZipQueue<Element>) -> Element? {
  queue.append(element)
  return nil
}

/// The elements of one `zip` source that wait for the elements of the other sources, oldest first.
///
/// A removed element leaves the storage at once (its slot becomes `nil`), so the storage never holds the last
/// reference to an element that was already handed out.
@usableFromInline
struct ZipQueue<Element> {
  @usableFromInline var storage: [Element?]
  @usableFromInline var head: Int

  @inlinable
  init() {
    storage = []
    head = 0
  }

  /// Adds an element at the end.
  @inlinable
  mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the oldest element, or returns `nil` when there is none.
  @inlinable
  mutating func removeFirst() -> Element? {
    guard head < storage.count else { return nil }
    var element: Element?
    swap(&element, &storage[head])
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 16, head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }
}

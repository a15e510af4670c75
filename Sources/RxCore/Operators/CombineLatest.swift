// The arities 2...8 follow one template (generated, then formatted with swift-format) and differ only in
// their types; all of them, and the collection forms, run on the shared `CombiningProducer` engine.

extension ObservableType {
  /// Combines the latest elements of two sources with `resultSelector` whenever one of them emits.
  ///
  /// ```swift
  /// Observable.combineLatest(firstName, lastName) { first, last in "\(first) \(last)" }
  /// ```
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2) { try resultSelector($0.0, $0.1) }
  }

  /// Combines the latest elements of three sources with `resultSelector` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2, source3) { try resultSelector($0.0, $0.1, $0.2) }
  }

  /// Combines the latest elements of four sources with `resultSelector` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2, source3, source4) { try resultSelector($0.0, $0.1, $0.2, $0.3) }
  }

  /// Combines the latest elements of five sources with `resultSelector` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2, source3, source4, source5) { try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4) }
  }

  /// Combines the latest elements of six sources with `resultSelector` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2, source3, source4, source5, source6) {
      try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5)
    }
  }

  /// Combines the latest elements of seven sources with `resultSelector` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - source7: Source number 7.
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2, source3, source4, source5, source6, source7) {
      try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6)
    }
  }

  /// Combines the latest elements of eight sources with `resultSelector` whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
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
  ///   - resultSelector: Combines the latest elements; an error it throws is sent as `.error`.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws
      -> Element
  ) -> Observable<Element> {
    makeCombineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      try resultSelector($0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7)
    }
  }
}

extension ObservableType where Element == Any {
  /// Emits a tuple of the latest elements of two sources whenever one of them emits.
  ///
  /// ```swift
  /// Observable.combineLatest(isValid, isBusy)  // Observable<(Bool, Bool)>
  /// ```
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    makeCombineLatest(source1, source2) { $0 }
  }

  /// Emits a tuple of the latest elements of three sources whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    makeCombineLatest(source1, source2, source3) { $0 }
  }

  /// Emits a tuple of the latest elements of four sources whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
    makeCombineLatest(source1, source2, source3, source4) { $0 }
  }

  /// Emits a tuple of the latest elements of five sources whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
    makeCombineLatest(source1, source2, source3, source4, source5) { $0 }
  }

  /// Emits a tuple of the latest elements of six sources whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
    makeCombineLatest(source1, source2, source3, source4, source5, source6) { $0 }
  }

  /// Emits a tuple of the latest elements of seven sources whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
  /// completes when every source has completed and fails as soon as any source fails.
  /// - Parameters:
  ///   - source1: Source number 1.
  ///   - source2: Source number 2.
  ///   - source3: Source number 3.
  ///   - source4: Source number 4.
  ///   - source5: Source number 5.
  ///   - source6: Source number 6.
  ///   - source7: Source number 7.
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
    makeCombineLatest(source1, source2, source3, source4, source5, source6, source7) { $0 }
  }

  /// Emits a tuple of the latest elements of eight sources whenever one of them emits.
  ///
  /// Nothing is emitted until every source has emitted. The sources are subscribed in order. The result
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
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
    O6: ObservableType, O7: ObservableType, O8: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
    makeCombineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { $0 }
  }
}

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
  /// - Returns: The combined sequence.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    makeCombineLatestCollection(collection, combine: resultSelector)
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
    makeCombineLatestCollection(collection) { $0 }
  }
}

@inlinable
func makeCombineLatest<O1: ObservableType, O2: ObservableType, Result>(
  _ source1: O1, _ source2: O2,
  combine: @escaping ((O1.Element, O2.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (O1.Element?, O2.Element?)
  return CombiningProducer<Slots, (O1.Element, O2.Element), Result>(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
    ],
    take: { slots in
      guard let element1 = slots.0, let element2 = slots.1 else { return nil }
      return (element1, element2)
    },
    combine: combine)
}

@inlinable
func makeCombineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, Result>(
  _ source1: O1, _ source2: O2, _ source3: O3,
  combine: @escaping ((O1.Element, O2.Element, O3.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (O1.Element?, O2.Element?, O3.Element?)
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element), Result>(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
      CombiningSource(source3) { replaceLatest(&$0.2, with: $1) },
    ],
    take: { slots in
      guard let element1 = slots.0, let element2 = slots.1, let element3 = slots.2 else { return nil }
      return (element1, element2, element3)
    },
    combine: combine)
}

@inlinable
func makeCombineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, Result>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
  combine: @escaping ((O1.Element, O2.Element, O3.Element, O4.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (O1.Element?, O2.Element?, O3.Element?, O4.Element?)
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element, O4.Element), Result>(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil, nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
      CombiningSource(source3) { replaceLatest(&$0.2, with: $1) },
      CombiningSource(source4) { replaceLatest(&$0.3, with: $1) },
    ],
    take: { slots in
      guard
        let element1 = slots.0,
        let element2 = slots.1,
        let element3 = slots.2,
        let element4 = slots.3
      else { return nil }
      return (element1, element2, element3, element4)
    },
    combine: combine)
}

@inlinable
func makeCombineLatest<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
  combine: @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?)
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element), Result>(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil, nil, nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
      CombiningSource(source3) { replaceLatest(&$0.2, with: $1) },
      CombiningSource(source4) { replaceLatest(&$0.3, with: $1) },
      CombiningSource(source5) { replaceLatest(&$0.4, with: $1) },
    ],
    take: { slots in
      guard
        let element1 = slots.0,
        let element2 = slots.1,
        let element3 = slots.2,
        let element4 = slots.3,
        let element5 = slots.4
      else { return nil }
      return (element1, element2, element3, element4, element5)
    },
    combine: combine)
}

@inlinable
func makeCombineLatest<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
  O6: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
  combine: @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?)
  return CombiningProducer<Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element), Result>(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil, nil, nil, nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
      CombiningSource(source3) { replaceLatest(&$0.2, with: $1) },
      CombiningSource(source4) { replaceLatest(&$0.3, with: $1) },
      CombiningSource(source5) { replaceLatest(&$0.4, with: $1) },
      CombiningSource(source6) { replaceLatest(&$0.5, with: $1) },
    ],
    take: { slots in
      guard
        let element1 = slots.0,
        let element2 = slots.1,
        let element3 = slots.2,
        let element4 = slots.3,
        let element5 = slots.4,
        let element6 = slots.5
      else { return nil }
      return (element1, element2, element3, element4, element5, element6)
    },
    combine: combine)
}

@inlinable
func makeCombineLatest<
  O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
  O6: ObservableType, O7: ObservableType, Result
>(
  _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
  combine:
    @escaping ((O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)) throws -> Result
) -> Observable<Result> {
  typealias Slots = (O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?)
  return CombiningProducer<
    Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element), Result
  >(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil, nil, nil, nil, nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
      CombiningSource(source3) { replaceLatest(&$0.2, with: $1) },
      CombiningSource(source4) { replaceLatest(&$0.3, with: $1) },
      CombiningSource(source5) { replaceLatest(&$0.4, with: $1) },
      CombiningSource(source6) { replaceLatest(&$0.5, with: $1) },
      CombiningSource(source7) { replaceLatest(&$0.6, with: $1) },
    ],
    take: { slots in
      guard
        let element1 = slots.0,
        let element2 = slots.1,
        let element3 = slots.2,
        let element4 = slots.3,
        let element5 = slots.4,
        let element6 = slots.5,
        let element7 = slots.6
      else { return nil }
      return (element1, element2, element3, element4, element5, element6, element7)
    },
    combine: combine)
}

@inlinable
func makeCombineLatest<
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
    O1.Element?, O2.Element?, O3.Element?, O4.Element?, O5.Element?, O6.Element?, O7.Element?, O8.Element?
  )
  return CombiningProducer<
    Slots, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element), Result
  >(
    mode: .latest,
    completesEarly: true,
    slots: (nil, nil, nil, nil, nil, nil, nil, nil),
    sources: [
      CombiningSource(source1) { replaceLatest(&$0.0, with: $1) },
      CombiningSource(source2) { replaceLatest(&$0.1, with: $1) },
      CombiningSource(source3) { replaceLatest(&$0.2, with: $1) },
      CombiningSource(source4) { replaceLatest(&$0.3, with: $1) },
      CombiningSource(source5) { replaceLatest(&$0.4, with: $1) },
      CombiningSource(source6) { replaceLatest(&$0.5, with: $1) },
      CombiningSource(source7) { replaceLatest(&$0.6, with: $1) },
      CombiningSource(source8) { replaceLatest(&$0.7, with: $1) },
    ],
    take: { slots in
      guard
        let element1 = slots.0,
        let element2 = slots.1,
        let element3 = slots.2,
        let element4 = slots.3,
        let element5 = slots.4,
        let element6 = slots.5,
        let element7 = slots.6,
        let element8 = slots.7
      else { return nil }
      return (element1, element2, element3, element4, element5, element6, element7, element8)
    },
    combine: combine)
}

@inlinable
func makeCombineLatestCollection<Collection: Swift.Collection, Result>(
  _ collection: Collection, combine: @escaping ([Collection.Element.Element]) throws -> Result
) -> Observable<Result> where Collection.Element: ObservableType {
  typealias Value = Collection.Element.Element
  let sources = collection.enumerated().map { index, source in
    CombiningSource<[Value?], [Value], Result>(source) { replaceLatest(&$0[index], with: $1) }
  }
  return CombiningProducer<[Value?], [Value], Result>(
    mode: .latest,
    completesEarly: true,
    slots: Array(repeating: nil, count: sources.count),
    sources: sources,
    take: { slots in
      var values: [Value] = []
      values.reserveCapacity(slots.count)
      for slot in slots {
        guard let value = slot else { return nil }
        values.append(value)
      }
      return values
    },
    combine: combine)
}

// The arities 2...8 follow one template and differ only in their types; each wraps `Observable.zip`.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 2 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 2 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    PrimitiveSequence<Trait, (E1, E2)>(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 3 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 3 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    PrimitiveSequence<Trait, (E1, E2, E3)>(
      raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 4 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 4 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 5 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 5 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 6 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - source6: Single number 6.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 6 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - source6: Single number 6.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 7 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - source6: Single number 6.
  ///   - source7: Single number 7.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 7 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - source6: Single number 6.
  ///   - source7: Single number 7.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the elements of 8 singles with `resultSelector` once all of them have succeeded.
  ///
  /// The result fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - source6: Single number 6.
  ///   - source7: Single number 7.
  ///   - source8: Single number 8.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A single of the combined value.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == SingleTrait {
  /// Combines the elements of 8 singles into a tuple once all of them have succeeded.
  ///
  /// Call it on `Single<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Single number 1.
  ///   - source2: Single number 2.
  ///   - source3: Single number 3.
  ///   - source4: Single number 4.
  ///   - source5: Single number 5.
  ///   - source6: Single number 6.
  ///   - source7: Single number 7.
  ///   - source8: Single number 8.
  /// - Returns: A single of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 2 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 2 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>
  ) -> PrimitiveSequence<Trait, (E1, E2)> {
    PrimitiveSequence<Trait, (E1, E2)>(raw: Observable.zip(source1.asObservable(), source2.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 3 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 3 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2, E3>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3)> {
    PrimitiveSequence<Trait, (E1, E2, E3)>(
      raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 4 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 4 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2, E3, E4>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 5 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>,
    resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 5 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 6 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - source6: Maybe number 6.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 6 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - source6: Maybe number 6.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5, E6>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 7 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - source6: Maybe number 6.
  ///   - source7: Maybe number 7.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 7 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - source6: Maybe number 6.
  ///   - source7: Maybe number 7.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5, E6, E7>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable()))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the elements of 8 maybes with `resultSelector` once all of them have succeeded.
  ///
  /// The result completes empty as soon as any of them completes empty, and fails as soon as any of them fails.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - source6: Maybe number 6.
  ///   - source7: Maybe number 7.
  ///   - source8: Maybe number 8.
  ///   - resultSelector: Combines the elements; an error it throws is sent as the failure.
  /// - Returns: A maybe of the combined value.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>,
    resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension PrimitiveSequenceType where Element == Any, Trait == MaybeTrait {
  /// Combines the elements of 8 maybes into a tuple once all of them have succeeded.
  ///
  /// Call it on `Maybe<Any>` (or through type inference), as in RxSwift.
  /// - Parameters:
  ///   - source1: Maybe number 1.
  ///   - source2: Maybe number 2.
  ///   - source3: Maybe number 3.
  ///   - source4: Maybe number 4.
  ///   - source5: Maybe number 5.
  ///   - source6: Maybe number 6.
  ///   - source7: Maybe number 7.
  ///   - source8: Maybe number 8.
  /// - Returns: A maybe of the tuple of elements.
  public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
    _ source1: PrimitiveSequence<Trait, E1>, _ source2: PrimitiveSequence<Trait, E2>,
    _ source3: PrimitiveSequence<Trait, E3>, _ source4: PrimitiveSequence<Trait, E4>,
    _ source5: PrimitiveSequence<Trait, E5>, _ source6: PrimitiveSequence<Trait, E6>,
    _ source7: PrimitiveSequence<Trait, E7>, _ source8: PrimitiveSequence<Trait, E8>
  ) -> PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)> {
    PrimitiveSequence<Trait, (E1, E2, E3, E4, E5, E6, E7, E8)>(
      raw: Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()))
  }
}

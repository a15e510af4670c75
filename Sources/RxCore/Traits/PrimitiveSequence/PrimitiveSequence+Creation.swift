extension PrimitiveSequenceType {
  /// A sequence of this trait (a single, a maybe, a completable) that fails with `error` as soon as it is
  /// subscribed to.
  /// - Returns: The sequence.
  public static func error(_ error: any Swift.Error) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.error(error))
  }

  /// A sequence of this trait that never sends anything.
  /// - Returns: The sequence.
  public static func never() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.never())
  }
}

extension PrimitiveSequenceType where Trait: ElementTrait {
  /// A single or maybe that succeeds with `element` as soon as it is subscribed to.
  /// - Returns: The sequence.
  public static func just(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.just(element))
  }

  /// A single or maybe that succeeds with `element` on `scheduler`.
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where to send it.
  /// - Returns: The sequence.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<
    Trait, Element
  > {
    PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
  }
}

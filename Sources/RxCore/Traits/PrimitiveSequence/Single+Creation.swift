extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A single that succeeds with `element` as soon as it is subscribed to.
  /// - Returns: The single.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  /// A single that succeeds with `element` on `scheduler`.
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where to send it.
  /// - Returns: The single.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Single<Element> {
    Single(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A single that fails with `error` as soon as it is subscribed to.
  /// - Returns: The single.
  public static func error(_ error: any Swift.Error) -> Single<Element> {
    Single(raw: Observable.error(error))
  }

  /// A single that never sends anything.
  /// - Returns: The single.
  public static func never() -> Single<Element> {
    Single(raw: Observable.never())
  }
}

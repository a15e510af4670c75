extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A maybe that succeeds with `element` as soon as it is subscribed to.
  /// - Returns: The maybe.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: Observable.just(element))
  }

  /// A maybe that succeeds with `element` on `scheduler`.
  /// - Parameters:
  ///   - element: The element.
  ///   - scheduler: Where to send it.
  /// - Returns: The maybe.
  public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Maybe<Element> {
    Maybe(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A maybe that fails with `error` as soon as it is subscribed to.
  /// - Returns: The maybe.
  public static func error(_ error: any Swift.Error) -> Maybe<Element> {
    Maybe(raw: Observable.error(error))
  }

  /// A maybe that never sends anything.
  /// - Returns: The maybe.
  public static func never() -> Maybe<Element> {
    Maybe(raw: Observable.never())
  }

  /// A maybe that completes without an element as soon as it is subscribed to.
  /// - Returns: The maybe.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }
}

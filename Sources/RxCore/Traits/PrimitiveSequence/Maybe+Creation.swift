extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A maybe that completes without an element as soon as it is subscribed to.
  /// - Returns: The maybe.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }
}

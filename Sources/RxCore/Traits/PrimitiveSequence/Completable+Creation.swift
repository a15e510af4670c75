extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// A completable that completes as soon as it is subscribed to.
  /// - Returns: The completable.
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// A completable that fails with `error` as soon as it is subscribed to.
  /// - Returns: The completable.
  public static func error(_ error: any Swift.Error) -> Completable {
    Completable(raw: Observable.error(error))
  }

  /// A completable that never sends anything.
  /// - Returns: The completable.
  public static func never() -> Completable {
    Completable(raw: Observable.never())
  }

  /// A completable that completes as soon as it is subscribed to.
  /// - Returns: The completable.
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }
}

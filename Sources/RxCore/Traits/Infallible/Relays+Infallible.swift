extension BehaviorRelay {
  /// The relay as an ``Infallible``.
  /// - Returns: The relay's values, current one first.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension PublishRelay {
  /// The relay as an ``Infallible``.
  /// - Returns: The relay's values.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension ReplayRelay {
  /// The relay as an ``Infallible``.
  /// - Returns: The relay's values, replayed ones first.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
  ///
  /// ```swift
  /// viewModel.next.withUnretained(self).emit(onNext: { screen, gender in screen.show(gender) })
  /// ```
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(shared.withUnretained(obj, resultSelector: resultSelector))
  }

  /// Pairs each element with `obj`, held weakly, as a tuple; completes once `obj` is gone.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
    withUnretained(obj) { ($0, $1) }
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Unavailable, as in RxCocoa: a driver replays its latest element, and the replayed pair would keep `obj`
  /// alive. Use `drive(with:onNext:onCompleted:onDisposed:)`.
  @available(
    *, unavailable,
    message: "a Driver replays its latest element, which would keep the object alive: use drive(with:onNext:)"
  )
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(shared.withUnretained(obj, resultSelector: resultSelector))
  }

  /// Unavailable, as in RxCocoa: use `drive(with:onNext:onCompleted:onDisposed:)`.
  @available(
    *, unavailable,
    message: "a Driver replays its latest element, which would keep the object alive: use drive(with:onNext:)"
  )
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
    SharedSequence(shared.withUnretained(obj) { ($0, $1) })
  }
}

extension Infallible {
  /// The function an `Infallible.create` subscribe closure sends its events to.
  public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

  /// Makes an ``Infallible`` from a subscribe function that sends elements and completion.
  ///
  /// ```swift
  /// let ticks = Infallible<Int>.create { observer in
  ///   observer(.next(1))
  ///   observer(.completed)
  ///   return Disposables.create()
  /// }
  /// ```
  /// The function given to `subscribe` is `@Sendable` (in RxSwift it is not), so it may be called from a `Task`;
  /// storing it in a plain closure variable, as RxSwift code does, still compiles.
  /// - Parameter subscribe: Called for every subscriber with the function to send events to; returns what to
  ///   dispose when the subscription ends.
  /// - Returns: The infallible sequence.
  public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable)
    -> Infallible<Element>
  {
    let source = Observable<Element>.create { observer in
      subscribe { event in observer.on(event.event) }
    }
    return Infallible(source)
  }
}

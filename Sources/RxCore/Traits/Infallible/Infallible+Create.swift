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
  /// In debug builds, a `subscribe` closure formed in main-actor code that is about to run off the main thread is
  /// reported, as for `Observable.create`.
  /// - Parameters:
  ///   - subscribe: Called for every subscriber with the function to send events to; returns what to dispose when
  ///     the subscription ends.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The infallible sequence.
  public static func create(
    subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    let site = IsolationSite(isolation, call: "Infallible.create", file: file, line: line, advice: .subscribeOnMain)
    let source = Observable<Element>.create(site: site) { observer in
      subscribe { event in observer.on(event.event) }
    }
    return Infallible(source)
  }
}

/// What every trait's `create` and `subscribe` do, written once on the trait's ``PrimitiveSequenceEvent``: each
/// public overload names its call for the isolation report and passes its closures on.
extension PrimitiveSequence {
  /// What every trait's `create` does: `subscribe` gets a function to send one event to; only the first event
  /// counts, whichever thread sends it (later ones are dropped, and reported in debug builds).
  /// - Parameter call: The public call, such as `Single.create`, for the reports.
  static func create<OneEvent: PrimitiveSequenceEvent>(
    _ call: StaticString, isolation: (any Actor)?, file: StaticString, line: UInt,
    subscribe: @escaping (@escaping @Sendable (OneEvent) -> Void) -> any Disposable
  ) -> PrimitiveSequence where OneEvent.Element == Element {
    let site = IsolationSite(isolation, call: call, file: file, line: line, advice: .subscribeOnMain)
    let source = Observable<Element>.create(site: site) { observer in
      let gate = PrimitiveEventGate(source: call)
      return subscribe { event in
        guard gate.admit("\(event)") else { return }
        event.send(to: observer)
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// What every trait's `subscribe(_:)` does: the observable's first event, as the trait's event, to `observer`,
  /// a closure formed at `site`.
  func subscribeToFirstEvent<OneEvent: PrimitiveSequenceEvent>(
    _ observer: @escaping (OneEvent) -> Void, site: IsolationSite?
  ) -> any Disposable where OneEvent.Element == Element {
    #if DEBUG
      let observer = site.checking("observer", observer)
    #endif
    var stopped = false
    return source.subscribe(
      { event in
        if stopped { return }
        stopped = true
        observer(OneEvent(first: event))
      }, site: nil)
  }

  /// What every trait's closure `subscribe` does with the closures formed at `site`: the first event, as the
  /// trait's event `OneEvent`, goes to the closure for its case; an error with no `onError` goes to
  /// `Hooks.defaultErrorHandler`; `onDisposed` runs once, after the event or when the subscription is disposed.
  ///
  /// A trait passes only the closures it has: a single has no `onCompleted`, a completable no `onSuccess`.
  func subscribe<OneEvent: PrimitiveSequenceEvent>(
    _: OneEvent.Type, onSuccess: ((Element) -> Void)? = nil, onError: ((any Swift.Error) -> Void)?,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)?, site: IsolationSite?
  ) -> any Disposable where OneEvent.Element == Element {
    #if DEBUG
      let check = site.makeCheck()
      let onSuccess = onSuccess.map { check.checking("onSuccess", $0) }
      let onError = onError.map { check.checking(OneEvent.errorClosure, $0) }
      let onCompleted = onCompleted.map { check.checking("onCompleted", $0) }
      let onDisposed = onDisposed.map { check.checking("onDisposed", $0) }
    #endif
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    let disposable: any Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
    let observer = { (event: OneEvent) in
      switch event.maybeEvent {
      case .success(let element):
        onSuccess?(element)
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          Hooks.reportUnhandled(error, subscriptionCallStack: callStack)
        }
      case .completed:
        onCompleted?()
      }
      disposable.dispose()
    }
    return Disposables.create(subscribeToFirstEvent(observer, site: nil), disposable)
  }
}

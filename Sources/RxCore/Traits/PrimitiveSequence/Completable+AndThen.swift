extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Subscribes to `second` after this completable completes.
  ///
  /// ```swift
  /// login().andThen(fetchProfile())  // Single<Profile>
  /// ```
  /// - Parameter second: The single to run next.
  /// - Returns: A single of `second`'s element; it fails if either fails.
  public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
    Single(raw: ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable()))
  }

  /// Subscribes to `second` after this completable completes.
  /// - Parameter second: The maybe to run next.
  /// - Returns: A maybe of `second`'s element; it fails if either fails.
  public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable()))
  }

  /// Subscribes to `second` after this completable completes.
  /// - Parameter second: The completable to run next.
  /// - Returns: A completable that completes after both, in order.
  public func andThen(_ second: Completable) -> Completable {
    Completable(raw: ConcatCompletable(completable: primitiveSequence.asObservable(), second: second.asObservable()))
  }

  /// Subscribes to `second` after this completable completes.
  /// - Parameter second: The observable to run next.
  /// - Returns: An observable of `second`'s events; it fails if the completable fails.
  public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
    ConcatCompletable(completable: primitiveSequence.asObservable(), second: second)
  }
}

private final class ConcatCompletableSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Never

  private let second: Observable<Output>
  private let subscription = SerialDisposable()

  init(second: Observable<Output>, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.second = second
    super.init(observer: observer, disposer: disposer)
  }

  func run(_ completable: Observable<Never>) -> any Disposable {
    let first = SingleAssignmentDisposable()
    subscription.disposable = first
    first.setDisposable(completable.subscribe(self))
    return subscription
  }

  func on(_ event: Event<Never>) {
    switch event {
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      subscription.disposable = second.subscribe(SecondSourceObserver(self))
    }
  }
}

private final class ConcatCompletable<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let completable: Observable<Never>
  private let second: Observable<Element>

  init(completable: Observable<Never>, second: Observable<Element>) {
    self.completable = completable
    self.second = second
    super.init(running: ConcatCompletable.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ConcatCompletableSink(second: second, observer: observer, disposer: disposer)
    return (sink, sink.run(completable))
  }
}

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

private final class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Never

  private let second: Observable<Observer.Element>
  private let subscription = SerialDisposable()

  init(second: Observable<Observer.Element>, observer: Observer, cancel: any Cancelable) {
    self.second = second
    super.init(observer: observer, cancel: cancel)
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
      subscription.disposable = second.subscribe(ConcatCompletableSecondObserver(parent: self))
    }
  }

  func forwardFromSecond(_ event: Event<Observer.Element>) {
    if event.isStopEvent {
      forwardStop(event)
    } else {
      forwardOn(event)
    }
  }
}

private struct ConcatCompletableSecondObserver<Observer: ObserverType>: ObserverType {
  typealias Element = Observer.Element

  let parent: ConcatCompletableSink<Observer>

  func on(_ event: Event<Element>) {
    parent.forwardFromSecond(event)
  }
}

private final class ConcatCompletable<Element>: Producer<Element>, @unchecked Sendable {
  private let completable: Observable<Never>
  private let second: Observable<Element>

  init(completable: Observable<Never>, second: Observable<Element>) {
    self.completable = completable
    self.second = second
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = ConcatCompletableSink(second: second, observer: observer, cancel: cancel)
    return (sink, sink.run(completable))
  }
}

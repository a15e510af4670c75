extension ObservableType {
  /// Emits elements while `predicate` returns `true`, then completes and ends the subscription to the source.
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).take(while: { $0 < 3 })                        // 1, 2, completed
  /// Observable.of(1, 2, 5, 1).take(while: { $0 < 3 }, behavior: .inclusive)  // 1, 2, 5, completed
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription.
  /// - Parameters:
  ///   - predicate: The test applied to each element.
  ///   - behavior: Whether to emit the first element that fails the test (`.inclusive`) or not (`.exclusive`,
  ///     the default).
  /// - Returns: An observable of the elements before the first one that fails the test.
  public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
    -> Observable<Element>
  {
    TakeWhile(source: asObservable(), predicate: predicate, behavior: behavior)
  }

  /// RxSwift 5's name for `take(while:)`; RxSwift 6 deprecates it. Prefer `take(while:)`.
  /// - Parameter predicate: The test applied to each element.
  /// - Returns: An observable of the elements before the first one that fails the test.
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate, behavior: .exclusive)
  }
}

private final class TakeWhileSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let predicate: (Element) throws -> Bool
  private let behavior: TakeBehavior
  private var isTaking = true

  init(
    predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.predicate = predicate
    self.behavior = behavior
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard isTaking else { return }
      do {
        isTaking = try predicate(element)
      } catch {
        isTaking = false
        forwardStop(.error(error))
        return
      }
      if isTaking {
        forwardOn(event)
      } else {
        if behavior == .inclusive {
          forwardOn(event)
        }
        forwardStop(.completed)
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class TakeWhile<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: (Element) throws -> Bool
  private let behavior: TakeBehavior

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
    self.source = source
    self.predicate = predicate
    self.behavior = behavior
    super.init(running: TakeWhile.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeWhileSink(predicate: predicate, behavior: behavior, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

extension ObservableType {
  /// Drops elements while `predicate` returns `true`, then emits every element from the first one that fails it.
  ///
  /// ```swift
  /// Observable.of(1, 2, 5, 1).skip(while: { $0 < 3 })  // 5, 1
  /// ```
  /// An error thrown by `predicate` is sent as `.error` and ends the subscription.
  /// - Parameter predicate: The test applied to elements until it first returns `false`.
  /// - Returns: An observable of the elements from the first one that fails the test.
  public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SkipWhile(source: asObservable(), predicate: predicate)
  }

  /// RxSwift 5's name for `skip(while:)`; RxSwift 6 deprecates it. Prefer `skip(while:)`.
  /// - Parameter predicate: The test applied to elements until it first returns `false`.
  /// - Returns: An observable of the elements from the first one that fails the test.
  public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }
}

private final class SkipWhileSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let predicate: (Element) throws -> Bool
  private var isForwarding = false

  init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.predicate = predicate
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if !isForwarding {
        do {
          isForwarding = try !predicate(element)
        } catch {
          forwardStop(.error(error))
          return
        }
      }
      if isForwarding {
        forwardOn(event)
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class SkipWhile<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: (Element) throws -> Bool

  init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
    self.source = source
    self.predicate = predicate
    super.init(running: SkipWhile.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SkipWhileSink(predicate: predicate, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

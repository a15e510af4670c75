extension ObservableType where Element: EventConvertible {
  /// Turns elements that are events back into the events they describe; the reverse of `materialize()`.
  ///
  /// ```swift
  /// Observable.of(Event.next(1), .completed).dematerialize()  // 1, completed
  /// ```
  /// An `.error` or `.completed` element stops the result and ends the subscription to the source.
  /// - Returns: An observable of the elements and stop event the source describes.
  public func dematerialize() -> Observable<Element.Element> {
    Dematerialize(source: asObservable())
  }
}

private final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, ObserverType {
  typealias Output = Source.Element
  typealias Element = Source

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      let inner = element.event
      if inner.isStopEvent {
        forwardStop(inner)
      } else {
        forwardOn(inner)
      }
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }
}

private final class Dematerialize<Source: EventConvertible>: Producer<Source.Element>, SinkProducer, @unchecked Sendable
{
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
    super.init(running: Dematerialize.self)
  }

  func run(_ observer: AnyObserver<Source.Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DematerializeSink<Source>(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

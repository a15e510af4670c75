extension ObservableType {
  /// Emits the last `count` elements when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).takeLast(2)  // 3, 4 (when the source completes)
  /// ```
  /// The elements are held until completion; an error from the source is forwarded and the held elements are
  /// dropped. A negative `count` (a programming error that stops RxSwift) fails at once with
  /// `RxError.argumentOutOfRange`.
  /// - Parameter count: How many elements to keep.
  /// - Returns: An observable of the last `count` elements of the source.
  public func takeLast(_ count: Int) -> Observable<Element> {
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return TakeLast(source: asObservable(), count: count)
  }
}

/// The last `capacity` elements seen, in a ring that never grows beyond `capacity`.
private struct LastElementsBuffer<Element> {
  private let capacity: Int
  private var storage: [Element] = []
  private var oldest = 0

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Keeps `element`, dropping the oldest element when the buffer is full.
  mutating func append(_ element: Element) {
    guard capacity > 0 else { return }
    if storage.count < capacity {
      storage.append(element)
    } else {
      storage[oldest] = element
      oldest = oldest + 1 == capacity ? 0 : oldest + 1
    }
  }

  /// The kept elements, oldest first.
  var elements: [Element] {
    oldest == 0 ? storage : Array(storage[oldest...]) + storage[..<oldest]
  }
}

private final class TakeLastSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private var buffer: LastElementsBuffer<Element>

  init(count: Int, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.buffer = LastElementsBuffer(capacity: count)
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      buffer.append(element)
    case .error:
      forwardStop(event)
    case .completed:
      for element in buffer.elements {
        forwardOn(.next(element))
      }
      forwardStop(.completed)
    }
  }
}

private final class TakeLast<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
    super.init(running: TakeLast.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeLastSink(count: count, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

extension ObservableType {
  /// Emits the elements of the source, then, once it completes, the elements of `second`.
  ///
  /// ```swift
  /// cachedItems.concat(freshItems)
  /// ```
  /// `second` is subscribed when the source completes. An error from either sequence stops the result.
  /// - Parameter second: The sequence that follows the source.
  /// - Returns: The concatenated sequence.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Emits the elements of each sequence of `sequence` in turn, subscribing to the next one when the previous one
  /// completes.
  ///
  /// `sequence` is iterated lazily, one step per completed source, so it may be long or endless. The result
  /// completes after the last sequence completes and fails as soon as one fails.
  /// - Parameter sequence: The sequences to concatenate.
  /// - Returns: The concatenated sequence.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    ConcatProducer(sources: sequence, count: nil)
  }

  /// Emits the elements of each sequence of `collection` in turn, subscribing to the next one when the previous
  /// one completes.
  ///
  /// ```swift
  /// Observable.concat([loadFromDisk, loadFromNetwork])
  /// ```
  /// The result completes after the last sequence completes (at once for an empty collection) and fails as soon
  /// as one fails.
  /// - Parameter collection: The sequences to concatenate.
  /// - Returns: The concatenated sequence.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
  where Collection.Element == Observable<Element> {
    ConcatProducer(sources: collection, count: collection.count)
  }

  /// Emits the elements of each sequence in turn, subscribing to the next one when the previous one completes.
  ///
  /// ```swift
  /// Observable.concat(header, body, footer)
  /// ```
  /// The result completes after the last sequence completes and fails as soon as one fails.
  /// - Parameter sources: The sequences to concatenate.
  /// - Returns: The concatenated sequence.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    ConcatProducer(sources: sources, count: sources.count)
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Emits the elements of the inner sequences the source emits, one inner sequence after the other.
  ///
  /// ```swift
  /// pages.map { api.load($0) }.concat()
  /// ```
  /// Each inner sequence is subscribed when the previous one completed; the others wait in order. This is
  /// `merge(maxConcurrent: 1)`.
  /// - Returns: The concatenated sequence.
  public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}

/// Subscribes to the sources one after the other. Only one source runs at a time, so its events are forwarded
/// without a lock; moving to the next source runs in a loop (not recursively), so a long run of sources that
/// complete at once cannot overflow the stack.
///
/// A source that is itself a `concat` of the same kind of sequence is not subscribed: its sequence goes on the
/// sink's stack and its sources are taken from there, as RxSwift's `TailRecursiveSink` does. So a concat defined
/// recursively (`[first, [second, [...].concat()].concat()].concat()`) runs in one sink, at a constant depth of
/// stack and subscriptions. A sequence whose count is known is dropped from the stack once its last source is
/// taken; one whose count is not known stays until it ends.
private final class ConcatSink<Sources: Sequence, Output>: Sink<Output>, ObserverType
where Sources.Element == Observable<Output> {
  typealias Element = Output
  /// A sequence of sources being taken from, and how many it has left when that is known.
  typealias Generator = (iterator: Sources.Iterator, remaining: Int?)

  private let lock = RxLock()
  private let current = SerialDisposable()
  /// Touched only by the thread that is moving to the next source; the innermost sequence is last.
  private var stack: [Generator]
  private var isMoving = false
  private var isMoveRequested = false

  init(sources: Sources, count: Int?, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.stack = [(sources.makeIterator(), count)]
    super.init(observer: observer, disposer: disposer)
  }

  func run() -> any Disposable {
    moveNext()
    return current
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next: forwardOn(event)
    case .error: forwardStop(event)
    case .completed: moveNext()
    }
  }

  /// Subscribes to the next source; a request made while another move runs is taken over by that move.
  private func moveNext() {
    let isMover = lock.withLock { _ -> Bool in
      if isMoving {
        isMoveRequested = true
        return false
      }
      isMoving = true
      return true
    }
    guard isMover else { return }
    repeat {
      guard !isDisposed else {
        stack = []
        return
      }
      guard let next = nextSource() else {
        stack = []
        forwardStop(.completed)
        return
      }
      let subscription = SingleAssignmentDisposable()
      current.disposable = subscription
      subscription.setDisposable(next.subscribe(self))
    } while lock.withLock({ _ -> Bool in
      if isMoveRequested {
        isMoveRequested = false
        return true
      }
      isMoving = false
      return false
    })
  }
}

extension ConcatSink {
  /// The next source to subscribe, taken from the innermost sequence that has one; a nested concat of the same
  /// kind is opened on the stack instead of being returned. `nil` when every sequence has ended.
  fileprivate func nextSource() -> Observable<Element>? {
    while let (iterator, remaining) = stack.popLast() {
      var advanced = iterator
      guard let candidate = advanced.next() else { continue }
      if let remaining {
        if remaining > 1 { stack.append((advanced, remaining - 1)) }
      } else {
        stack.append((advanced, nil))
      }
      if let nested = candidate as? ConcatProducer<Sources, Element> {
        stack.append((nested.sources.makeIterator(), nested.count))
        TailRecursion.recordStackSize(stack.count)
        continue
      }
      return candidate
    }
    return nil
  }
}

private final class ConcatProducer<Sources: Sequence, Element>: Producer<Element>, SinkProducer, @unchecked Sendable
where Sources.Element == Observable<Element> {
  let sources: Sources
  /// The number of sources, when known (a collection's count).
  let count: Int?

  init(sources: Sources, count: Int?) {
    self.sources = sources
    self.count = count
    super.init(running: ConcatProducer.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ConcatSink(sources: sources, count: count, observer: observer, disposer: disposer)
    return (sink, sink.run())
  }
}

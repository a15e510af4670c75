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
    ConcatProducer(sources: sequence)
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
    ConcatProducer(sources: collection)
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
    ConcatProducer(sources: sources)
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
private final class ConcatSink<Sources: Sequence, Output>: Sink<Output>, ObserverType
where Sources.Element == Observable<Output> {
  typealias Element = Output

  private let lock = RxLock()
  private let current = SerialDisposable()
  /// Touched only by the thread that is moving to the next source.
  private var iterator: Sources.Iterator?
  private var isMoving = false
  private var isMoveRequested = false

  init(sources: Sources, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.iterator = sources.makeIterator()
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
        iterator = nil
        return
      }
      guard let next = iterator?.next() else {
        iterator = nil
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

private final class ConcatProducer<Sources: Sequence, Element>: Producer<Element>, SinkProducer, @unchecked Sendable
where Sources.Element == Observable<Element> {
  private let sources: Sources

  init(sources: Sources) {
    self.sources = sources
    super.init(running: ConcatProducer.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ConcatSink(sources: sources, observer: observer, disposer: disposer)
    return (sink, sink.run())
  }
}

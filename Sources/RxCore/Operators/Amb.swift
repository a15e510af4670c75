extension ObservableType {
  /// Mirrors whichever of the source and `right` sends an event first, and unsubscribes from the other.
  ///
  /// ```swift
  /// primaryServer.fetch().amb(backupServer.fetch())
  /// ```
  /// The source is subscribed first, then `right`. The first event of either sequence (an element, an error or
  /// completion) decides the winner.
  /// - Parameter right: The sequence that competes with the source.
  /// - Returns: The events of the sequence that sent an event first.
  public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
    Amb(left: asObservable(), right: right.asObservable())
  }

  /// Mirrors whichever sequence of `sequence` sends an event first, and unsubscribes from the others.
  ///
  /// ```swift
  /// Observable.amb([mirror1, mirror2, mirror3].map { $0.download() })
  /// ```
  /// The sequences are subscribed in order. An empty `sequence` never emits.
  /// - Parameter sequence: The competing sequences.
  /// - Returns: The events of the sequence that sent an event first.
  public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    sequence.reduce(Observable<Element>.never()) { competitors, next in competitors.amb(next) }
  }
}

/// Subscribes to both sequences; the first one to send an event wins and the other is disposed.
private final class AmbSink<Output>: SerialDeliverySink<Output, Event<Output>>, SerialDeliveryPerformer {
  typealias Element = Output

  /// One of the two competing sequences.
  enum Side {
    case left
    case right
  }

  private let leftSubscription = SingleAssignmentDisposable()
  private let rightSubscription = SingleAssignmentDisposable()
  private var winner: Side?
  private var isStopped = false

  func run(left: Observable<Element>, right: Observable<Element>) -> any Disposable {
    leftSubscription.setDisposable(left.subscribe(AmbObserver(sink: self, side: .left)))
    rightSubscription.setDisposable(right.subscribe(AmbObserver(sink: self, side: .right)))
    return Disposables.create(leftSubscription, rightSubscription)
  }

  fileprivate func received(_ event: Event<Element>, from side: Side) {
    let loser = lock.withLock { _ -> SingleAssignmentDisposable? in
      guard winner == nil else { return nil }
      winner = side
      return side == .left ? rightSubscription : leftSubscription
    }
    loser?.dispose()
    switch event {
    case .next:
      submit(event) { winner == side && !isStopped }
    case .error, .completed:
      submit(event) {
        guard winner == side, !isStopped else { return false }
        isStopped = true
        return true
      }
    }
  }

  func perform(_ event: Event<Element>) {
    forward(event)
  }
}

/// Observes one of the two sequences of `amb`.
private final class AmbObserver<Output>: ObserverType {
  private let sink: AmbSink<Output>
  private let side: AmbSink<Output>.Side

  init(sink: AmbSink<Output>, side: AmbSink<Output>.Side) {
    self.sink = sink
    self.side = side
  }

  func on(_ event: Event<Output>) {
    sink.received(event, from: side)
  }
}

private final class Amb<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let left: Observable<Element>
  private let right: Observable<Element>

  init(left: Observable<Element>, right: Observable<Element>) {
    self.left = left
    self.right = right
    super.init(running: Amb.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = AmbSink(observer: observer, disposer: disposer)
    return (sink, sink.run(left: left, right: right))
  }
}

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

/// The pure state machine of `amb`: whether the race is decided, who won, and whether the winner stopped.
struct AmbState<Element> {
  /// One of the two competing sequences.
  enum Side {
    case left
    case right

    /// The other sequence.
    var other: Side { self == .left ? .right : .left }
  }

  enum Phase {
    /// Neither sequence has sent an event yet.
    case racing
    /// `winner` sent the first event; only its events are forwarded.
    case won(by: Side)
    /// The winner completed or failed.
    case stopped
  }

  private(set) var phase: Phase = .racing

  /// An event arrived from `side`: if it is the first event of either sequence, `side` wins the race.
  /// - Returns: The loser, whose subscription the sink disposes, when this event decided the race.
  mutating func arrived(from side: Side) -> Side? {
    guard case .racing = phase else { return nil }
    phase = .won(by: side)
    return side.other
  }

  /// An event of `side`, once the race is decided.
  /// - Returns: The event to forward: the winner's, until it stops; `nil` for the loser's.
  mutating func received(_ event: Event<Element>, from side: Side) -> Event<Element>? {
    guard case .won(let winner) = phase, winner == side else { return nil }
    if event.isStopEvent { phase = .stopped }
    return event
  }
}

/// Subscribes to both sequences; the first one to send an event wins and the other is disposed. Performs the state
/// machine's actions, one at a time, outside the lock.
private final class AmbSink<Output>: SerialDeliverySink<Output, Event<Output>>, SerialDeliveryPerformer {
  typealias Element = Output
  typealias Side = AmbState<Output>.Side

  private let leftSubscription = SingleAssignmentDisposable()
  private let rightSubscription = SingleAssignmentDisposable()
  private var state = AmbState<Output>()

  func run(left: Observable<Element>, right: Observable<Element>) -> any Disposable {
    leftSubscription.setDisposable(left.subscribe(AmbObserver(sink: self, side: .left)))
    rightSubscription.setDisposable(right.subscribe(AmbObserver(sink: self, side: .right)))
    return Disposables.create(leftSubscription, rightSubscription)
  }

  fileprivate func received(_ event: Event<Element>, from side: Side) {
    switch lock.withLock({ _ in state.arrived(from: side) }) {
    case .left?: leftSubscription.dispose()
    case .right?: rightSubscription.dispose()
    case nil: break
    }
    submit { state.received(event, from: side) }
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

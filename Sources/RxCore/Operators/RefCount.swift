extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disconnects when the last one leaves.
  /// - Returns: An observable that manages the connection.
  public func refCount() -> Observable<Element> {
    RefCount(source: self)
  }
}

private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element>, ObserverType,
  @unchecked Sendable
{
  typealias Element = Source.Element

  private let parent: RefCount<Source>
  /// The connection this subscriber counts in; `nil` until it has been counted.
  @exclusivity(unchecked) private var connectionId: UInt64?

  init(parent: RefCount<Source>, observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.parent = parent
    self.connectionId = nil
    super.init(observer: observer, disposer: disposer)
  }

  /// Subscribes, then counts the subscriber (connecting for the first). A subscriber that was stopped while
  /// subscribing (a subject that already stopped replays its stop event) is not counted and does not connect,
  /// as in RxSwift: `share(scope: .forever)` does not subscribe to a source that already stopped.
  func run() -> any Disposable {
    let subscription = parent.source.subscribe(self)
    if isDisposed { return subscription }
    let (id, isFirst) = parent.retain()
    connectionId = id
    if isFirst { parent.connect(id) }
    return Disposables.create { [parent] in
      subscription.dispose()
      parent.release(id)
    }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .error, .completed:
      if let connectionId { parent.sourceStopped(connectionId) }
      forwardStop(event)
    }
  }
}

/// The reference counting state: how many subscribers share the connection, and which connection it is.
private struct RefCountState {
  var count = 0
  var connectionId: UInt64 = 0
  var connection: (any Disposable)?
}

private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, SinkProducer,
  @unchecked Sendable
{
  let source: Source
  private let lock = RxLock()
  @exclusivity(unchecked) private var state = RefCountState()

  init(source: Source) {
    self.source = source
    super.init(running: RefCount.self)
  }

  /// Adds a subscriber. Returns the connection id it belongs to, and whether it is the first (which must then
  /// call `connect(_:)`; the id is known before the connection can deliver a stop event).
  func retain() -> (id: UInt64, isFirst: Bool) {
    lock.withLock { _ in
      state.count += 1
      return (state.connectionId, state.count == 1)
    }
  }

  /// Connects the source for the connection `id`, unless it already ended.
  func connect(_ id: UInt64) {
    let connection = source.connect()
    let stale = lock.withLock { _ -> Bool in
      guard state.connectionId == id, state.count > 0 else { return true }
      state.connection = connection
      return false
    }
    if stale { connection.dispose() }
  }

  /// Removes a subscriber; disconnects when it was the last of its connection.
  func release(_ id: UInt64) {
    let connection = lock.withLock { _ -> (any Disposable)? in
      guard state.connectionId == id, state.count > 0 else { return nil }
      state.count -= 1
      guard state.count == 0 else { return nil }
      state.connectionId &+= 1
      defer { state.connection = nil }
      return state.connection
    }
    connection?.dispose()
  }

  /// The source stopped: the connection is over for everyone.
  func sourceStopped(_ id: UInt64) {
    let connection = lock.withLock { _ -> (any Disposable)? in
      guard state.connectionId == id else { return nil }
      state.count = 0
      state.connectionId &+= 1
      defer { state.connection = nil }
      return state.connection
    }
    connection?.dispose()
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = RefCountSink(parent: self, observer: observer, disposer: disposer)
    return (sink, sink.run())
  }
}

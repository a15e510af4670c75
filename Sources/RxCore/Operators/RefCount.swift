import Synchronization

extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disconnects when the last one leaves.
  /// - Returns: An observable that manages the connection.
  public func refCount() -> Observable<Element> {
    RefCount(source: self)
  }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>,
  ObserverType, @unchecked Sendable
where Source.Element == Observer.Element {
  typealias Element = Observer.Element

  private let parent: RefCount<Source>
  private var connectionId: UInt64 = 0

  init(parent: RefCount<Source>, observer: Observer, cancel: any Cancelable) {
    self.parent = parent
    super.init(observer: observer, cancel: cancel)
  }

  func run() -> any Disposable {
    let subscription = parent.source.subscribe(self)
    connectionId = parent.retain()
    return Disposables.create { [parent, connectionId] in
      subscription.dispose()
      parent.release(connectionId)
    }
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      forwardOn(event)
    case .error, .completed:
      parent.sourceStopped(connectionId)
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

private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
  let source: Source
  private let lock = RxLock()
  private var state = RefCountState()

  init(source: Source) {
    self.source = source
  }

  /// Adds a subscriber; connects when it is the first. Returns the connection id it belongs to.
  func retain() -> UInt64 {
    let (isFirst, id) = lock.withLock { _ -> (Bool, UInt64) in
      state.count += 1
      return (state.count == 1, state.connectionId)
    }
    guard isFirst else { return id }
    let connection = source.connect()
    let stale = lock.withLock { _ -> Bool in
      guard state.connectionId == id, state.count > 0 else { return true }
      state.connection = connection
      return false
    }
    if stale { connection.dispose() }
    return id
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

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
    return (sink, sink.run())
  }
}

/// `share(replay:scope: .whileConnected)`: one connection at a time, made of a subject and one subscription to the
/// source, as RxSwift's `ShareWhileConnected` and `ShareReplay1WhileConnected`.
///
/// Joining the current connection (or making a new one) and counting the subscriber happen under one lock, so a
/// subscriber always belongs to a connection that is, or will be, connected: when the source stops, the
/// connection is retired at once and the next subscriber makes a new one, even while the stop event is still being
/// delivered to the old connection's subscribers. That new connection subscribes to the source only once the old
/// one has disposed its source subscription (`draining`), so a `retry` or `catch` that subscribes again while the
/// stop is delivered gets a fresh source, never the ended one's still-live upstream (RxSwift joins it; see the
/// Differences article). The subject replays to a new subscriber outside that lock, and the source is subscribed
/// to outside it too, so no lock is held while an observer runs. A connection and this observable keep each other
/// alive only while the connection is current.
///
/// Subscribing runs a function made by the `@inlinable` initializer, and the connection's event handling is
/// `@inlinable`, so every event runs specialized code: the connection hands it to the subject, the subject to
/// its subscribers.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let replay: Int
  @usableFromInline let lock = RxLock()
  @usableFromInline @exclusivity(unchecked) var current: ShareConnection<Element>?
  /// Retired connections still delivering their stop event before disposing their source subscription.
  @usableFromInline @exclusivity(unchecked) var draining = 0
  /// The connection made while another drains: it subscribes to the source once the draining is over.
  @usableFromInline @exclusivity(unchecked) var waiting: ShareConnection<Element>?
  @usableFromInline let subscribeFunction: (ShareWhileConnected<Element>, AnyObserver<Element>) -> any Disposable

  @inlinable
  init(source: Observable<Element>, replay: Int) {
    self.source = source
    self.replay = replay
    self.current = nil
    self.subscribeFunction = { share, observer in share.subscribeNow(observer) }
    super.init()
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    subscribeFunction(self, observer)
  }

  @inlinable
  func subscribeNow(_ observer: AnyObserver<Element>) -> any Disposable {
    let (connection, connectsNow) = lock.withLock { _ -> (ShareConnection<Element>, Bool) in
      let connection = current ?? ShareConnection(parent: self, subject: makeSubject())
      current = connection
      connection.subscriberCount += 1
      guard connection.subscriberCount == 1 else { return (connection, false) }
      guard draining == 0 else {
        waiting = connection
        return (connection, false)
      }
      return (connection, true)
    }
    let entry = connection.subject.subscribe(observer)
    if connectsNow { connection.connect(to: source) }
    return ShareSubscription(entry: entry, connection: connection)
  }

  /// A replay of 1 adds a new subscriber before replaying to it, as RxSwift's `share(replay: 1)` does; a longer
  /// one is RxSwift's `ReplaySubject`, which replays first.
  @inlinable
  func makeSubject() -> SubjectBase<Element> {
    switch replay {
    case 0: PublishSubject()
    case 1: ReplaySubject(bufferSize: 1, addsAfterReplay: false)
    default: ReplaySubject.create(bufferSize: replay)
    }
  }

  /// A subscriber left; the last one to leave the current connection ends it.
  @usableFromInline
  func release(_ connection: ShareConnection<Element>) {
    let upstream = lock.withLock { _ -> HeldDisposable in
      connection.subscriberCount -= 1
      guard connection.subscriberCount == 0, current === connection else { return .none }
      current = nil
      if waiting === connection { waiting = nil }
      return connection.subscription.dispose()
    }
    upstream.dispose()
  }

  /// The source stopped: the connection is over, the next subscriber makes a new one. Returns the subscription to
  /// the source, for the caller to dispose once the stop event has been delivered; when `drains`, a new connection
  /// waits for ``finishDraining()`` before it subscribes to the source.
  @usableFromInline
  func retire(_ connection: ShareConnection<Element>, drains: Bool) -> HeldDisposable {
    lock.withLock { _ -> HeldDisposable in
      if current === connection { current = nil }
      if drains { draining += 1 }
      return connection.subscription.dispose()
    }
  }

  /// A retired connection has disposed its source subscription: the connection that waited for it, if it still
  /// has subscribers, subscribes to the source now.
  @usableFromInline
  func finishDraining() {
    let next = lock.withLock { _ -> ShareConnection<Element>? in
      draining -= 1
      guard draining == 0, let next = waiting else { return nil }
      waiting = nil
      return current === next && next.subscriberCount > 0 ? next : nil
    }
    next?.connect(to: source)
  }
}

/// One connection of `ShareWhileConnected`: forwards the source's events into its subject.
@usableFromInline
final class ShareConnection<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let subject: SubjectBase<Element>
  /// The subscribers of this connection; guarded by the parent's lock.
  @usableFromInline @exclusivity(unchecked) var subscriberCount = 0
  @usableFromInline let parent: ShareWhileConnected<Element>
  /// The subscription to the source, kept inline; guarded by the parent's lock.
  @usableFromInline @exclusivity(unchecked) var subscription = SingleAssignmentState()

  @inlinable
  init(parent: ShareWhileConnected<Element>, subject: SubjectBase<Element>) {
    self.parent = parent
    self.subject = subject
  }

  /// Subscribes with `subscribe(fromSink:)`, on the current-thread trampoline as a producer's `subscribe` would
  /// be: the connection lets go of the subscription when the source stops (`retire`) and when its last subscriber
  /// leaves (`release`), so a source like `map` may hand over its sink itself, without a `SinkDisposer`.
  @inlinable
  func connect(to source: Observable<Element>) {
    let upstream = subscribeOnTrampoline(to: source, AnyObserver(self))
    switch parent.lock.withLock({ _ in subscription.assign(upstream) }) {
    case .kept:
      break
    case .disposeNow:
      upstream.dispose()
    case .assignedTwice:
      Hooks.reportInternal("A shared connection subscribed to its source twice.")
      upstream.dispose()
    }
  }

  /// `source.subscribe(fromSink: observer)`, on the trampoline.
  @usableFromInline
  func subscribeOnTrampoline(to source: Observable<Element>, _ observer: AnyObserver<Element>) -> any Disposable {
    Trampoline.enter { source.subscribe(fromSink: observer) }
  }

  /// A stop event retires the connection first (a subscriber arriving while it is delivered makes a new one).
  /// With a replay of 0 or 1 it then reaches the subscribers, and only then is the source subscription disposed, as
  /// in RxSwift's `ShareWhileConnected` and `ShareReplay1WhileConnected`: a `do(onDispose:)` upstream runs after
  /// the subscribers saw the stop. A connection made meanwhile subscribes to the source after that disposal. A
  /// longer replay disposes the source first, as RxSwift's, which is `multicast(makeSubject:).refCount()` for it.
  @inlinable
  func on(_ event: Event<Element>) {
    guard event.isStopEvent else {
      subject.on(event)
      return
    }
    guard parent.replay <= 1 else {
      parent.retire(self, drains: false).dispose()
      subject.on(event)
      return
    }
    let upstream = parent.retire(self, drains: true)
    subject.on(event)
    upstream.dispose()
    parent.finishDraining()
  }
}

/// What a subscriber of `ShareWhileConnected` holds: its subject subscription and, weakly, its connection.
///
/// Weak, as RxSwift's `SubscriptionDisposable`: a subscription kept after the source stopped must not keep the
/// ended connection, and through it the source chain (and whatever its closures capture), alive. The connection
/// reaches the shared observable itself, so one weak reference is enough. Disposing lets go of the subject
/// subscription, and with it the subscriber's observer, so a disposed subscription kept in a ``DisposeBag`` keeps
/// nothing alive.
@usableFromInline
final class ShareSubscription<Element>: Disposable, @unchecked Sendable {
  /// Taken only by the one call of `dispose()` that wins `disposed`.
  @usableFromInline @exclusivity(unchecked) var entry: HeldDisposable
  /// Set once, in `init`, and only read afterwards.
  @usableFromInline weak var connection: ShareConnection<Element>?
  @usableFromInline let disposed = AtomicBool(false)

  @inlinable
  init(entry: any Disposable, connection: ShareConnection<Element>) {
    self.entry = .some(entry)
    self.connection = connection
  }

  @usableFromInline
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    entry.take().dispose()
    if let connection { connection.parent.release(connection) }
  }
}

/// An observable that shares one subscription to its source among its subscribers, starting it on `connect()`.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes to the source; events then reach every subscriber.
  /// - Returns: A disposable that ends the shared subscription.
  func connect() -> any Disposable
}

/// The concrete type `multicast`, `publish` and `replay` return.
///
/// `Sendable` as ``Observable`` is: it may be subscribed to from any thread, and the closures and elements it carries
/// follow the rules stated there. `connect()` may be called from any thread.
///
/// A subclass passes its own type to `init(connecting:)`, which stores a function that calls its `connectNow()`
/// (its `ConnectingObservable` conformance) on the concrete type: made by an `@inlinable` initializer, it is
/// specialized where the operator is applied, so the connection that carries every event is specialized code.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
  /// Calls the subclass's `connectNow()` on its concrete type.
  @usableFromInline final let connectFunction: (ConnectableObservable<Element>) -> any Disposable

  /// Makes the connectable whose type is `Body` (the subclass calling it).
  @inlinable
  init<Body: ConnectableObservable<Element> & ConnectingObservable>(connecting _: Body.Type) {
    // Only ever called with the connectable that made it, whose type is `Body`.
    connectFunction = { connectable in unsafeDowncast(connectable, to: Body.self).connectNow() }
    super.init()
  }

  /// Subscribes to the source.
  /// - Returns: The connection.
  public final func connect() -> any Disposable {
    connectFunction(self)
  }
}

/// Multicasts a source through a subject made on demand; the subject and the connection are dropped when the
/// connection ends (disposed, or the source stopped), as RxSwift's `ConnectableObservableAdapter` does.
///
/// Connecting and subscribing run functions made by the `@inlinable` initializer, so the connection that carries
/// every event into the subject is specialized code.
@usableFromInline
final class MulticastConnectable<Subject: SubjectType>:
  ConnectableObservable<Subject.Element>, ConnectingObservable, @unchecked Sendable
{
  @usableFromInline typealias Element = Subject.Element
  @usableFromInline typealias SourceElement = Subject.Observer.Element

  @usableFromInline let source: Observable<SourceElement>
  @usableFromInline let makeSubject: () -> Subject
  /// Where `makeSubject` was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored
  @usableFromInline let lock = RxLock()
  @usableFromInline @exclusivity(unchecked) var subject: Subject?
  /// Counts the subjects dropped: a subject read before a connection ended is not the current one.
  @usableFromInline @exclusivity(unchecked) var subjectsDropped = 0
  @usableFromInline @exclusivity(unchecked) var connection: MulticastConnection<Subject>?
  @usableFromInline let subscribeFunction: (MulticastConnectable<Subject>, AnyObserver<Element>) -> any Disposable

  @inlinable
  init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject, site: IsolationSite?) {
    self.source = source
    self.makeSubject = makeSubject
    self.site = IsolationSite.Stored(site)
    self.subject = nil
    self.connection = nil
    self.subscribeFunction = { connectable, observer in connectable.currentSubject().subject.subscribe(observer) }
    super.init(connecting: MulticastConnectable.self)
  }

  /// The current subject, made by `makeSubject` outside the lock when there is none, and how many subjects had
  /// been dropped when it was current. Of two threads making one at once, the first to store it wins.
  @inlinable
  func currentSubject() -> (subject: Subject, dropped: Int) {
    let existing = lock.withLock { _ in subject.map { ($0, subjectsDropped) } }
    if let existing { return existing }
    ClosureCheck(site.value).verify("makeSubject")
    let made = makeSubject()
    return lock.withLock { _ in
      if let subject { return (subject, subjectsDropped) }
      subject = made
      return (made, subjectsDropped)
    }
  }

  @inlinable
  func connectNow() -> any Disposable {
    while true {
      let (subject, dropped) = currentSubject()
      let subjectObserver = subject.asObserver()
      var fresh: MulticastConnection<Subject>?
      let current = lock.withLock { _ -> MulticastConnection<Subject>? in
        if let connection { return connection }
        // A connection ended since the subject was read: connect the subject made after it instead.
        guard dropped == subjectsDropped else { return nil }
        let made = MulticastConnection(parent: self, subjectObserver: subjectObserver)
        connection = made
        fresh = made
        return made
      }
      guard let current else { continue }
      if let fresh {
        fresh.setSubscription(source.subscribe(fresh))
      }
      return current
    }
  }

  @usableFromInline
  override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
    subscribeFunction(self, observer)
  }

  @usableFromInline
  func connectionEnded(_ ended: MulticastConnection<Subject>) {
    lock.withLock { _ in
      if connection === ended {
        connection = nil
        subject = nil
        subjectsDropped += 1
      }
    }
  }
}

/// One connection of a `MulticastConnectable`: forwards the source's events into the subject.
@usableFromInline
final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
  @usableFromInline typealias Element = Subject.Observer.Element

  @usableFromInline let subjectObserver: Subject.Observer
  @usableFromInline let disposed = AtomicBool(false)
  private let lock = RxLock()
  @exclusivity(unchecked) private var parent: MulticastConnectable<Subject>?
  @exclusivity(unchecked) private var subscription: (any Disposable)?

  @usableFromInline
  init(parent: MulticastConnectable<Subject>, subjectObserver: Subject.Observer) {
    self.parent = parent
    self.subjectObserver = subjectObserver
  }

  @usableFromInline
  func setSubscription(_ subscription: any Disposable) {
    let disposeNow = lock.withLock { _ -> Bool in
      if disposed.load(ordering: .acquiring) { return true }
      self.subscription = subscription
      return false
    }
    if disposeNow { subscription.dispose() }
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if disposed.load(ordering: .acquiring) { return }
    if event.isStopEvent { dispose() }
    subjectObserver.on(event)
  }

  @usableFromInline
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    let (parent, subscription) = lock.withLock { _ in
      defer {
        self.parent = nil
        self.subscription = nil
      }
      return (self.parent, self.subscription)
    }
    parent?.connectionEnded(self)
    subscription?.dispose()
  }
}

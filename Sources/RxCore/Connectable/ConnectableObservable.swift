import Synchronization

/// An observable that shares one subscription to its source among its subscribers, starting it on `connect()`.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes to the source; events then reach every subscriber.
  /// - Returns: A disposable that ends the shared subscription.
  func connect() -> any Disposable
}

/// The concrete type `multicast`, `publish` and `replay` return.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
  /// Subscribes to the source.
  /// - Returns: The connection.
  public func connect() -> any Disposable {
    Hooks.reportInternal("ConnectableObservable.connect was not overridden by \(type(of: self))")
    return Disposables.create()
  }
}

/// Multicasts a source through a subject made on demand; the subject and the connection are dropped when the
/// connection ends (disposed, or the source stopped), as RxSwift's `ConnectableObservableAdapter` does.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable
where Subject.Observer.Element == Subject.Element {
  typealias Element = Subject.Element

  private let source: Observable<Element>
  private let makeSubject: () -> Subject
  private let lock = RxLock()
  private var subject: Subject?
  private var connection: MulticastConnection<Subject>?

  init(source: Observable<Element>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  private func currentSubject() -> Subject {
    lock.withLock { _ in lockedSubject() }
  }

  private func lockedSubject() -> Subject {
    if let subject { return subject }
    let made = makeSubject()
    subject = made
    return made
  }

  override func connect() -> any Disposable {
    var fresh: MulticastConnection<Subject>?
    let current = lock.withLock { _ -> MulticastConnection<Subject> in
      if let connection { return connection }
      let made = MulticastConnection(parent: self, subjectObserver: lockedSubject().asObserver())
      connection = made
      fresh = made
      return made
    }
    if let fresh {
      fresh.setSubscription(source.subscribe(fresh))
    }
    return current
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    currentSubject().subscribe(observer)
  }

  func connectionEnded(_ ended: MulticastConnection<Subject>) {
    lock.withLock { _ in
      if connection === ended {
        connection = nil
        subject = nil
      }
    }
  }
}

/// One connection of a `MulticastConnectable`: forwards the source's events into the subject.
final class MulticastConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable
where Subject.Observer.Element == Subject.Element {
  typealias Element = Subject.Element

  private let subjectObserver: Subject.Observer
  private let lock = RxLock()
  private var parent: MulticastConnectable<Subject>?
  private var subscription: (any Disposable)?
  private let disposed = Atomic<Bool>(false)

  init(parent: MulticastConnectable<Subject>, subjectObserver: Subject.Observer) {
    self.parent = parent
    self.subjectObserver = subjectObserver
  }

  func setSubscription(_ subscription: any Disposable) {
    let disposeNow = lock.withLock { _ -> Bool in
      if disposed.load(ordering: .acquiring) { return true }
      self.subscription = subscription
      return false
    }
    if disposeNow { subscription.dispose() }
  }

  func on(_ event: Event<Element>) {
    if disposed.load(ordering: .acquiring) { return }
    if event.isStopEvent { dispose() }
    subjectObserver.on(event)
  }

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

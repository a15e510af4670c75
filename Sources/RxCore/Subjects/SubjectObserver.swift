/// One subscriber of a subject, and the disposable that ends its subscription.
///
/// After `dispose()` returns, no further event reaches the subscriber.
@usableFromInline
final class SubjectObserver<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let handler: (Event<Element>) -> Void
  @usableFromInline let disposed = AtomicBool(false)
  /// Where it sits in its subject's `SubscriberList` (-1 when it is in none); guarded by the subject's lock.
  @usableFromInline @exclusivity(unchecked) var slot = -1
  /// The subject to detach from on `dispose()`.
  private weak var subject: SubjectBase<Element>?
  /// Whether it only marks an empty slot of a `SubscriberList` (see `init(vacantSlot:)`).
  @usableFromInline let isVacantSlot: Bool

  @usableFromInline
  init(_ handler: @escaping (Event<Element>) -> Void, subject: SubjectBase<Element>) {
    #if DEBUG
      Resources.increment()
    #endif
    self.handler = handler
    self.subject = subject
    self.isVacantSlot = false
  }

  /// The marker a `SubscriberList` puts in the slot a subscriber left: disposed, so delivery skips it, and no
  /// subscription of anyone's (not counted in `Resources.total`).
  @usableFromInline
  init(vacantSlot: Void) {
    self.handler = { _ in }
    self.subject = nil
    self.isVacantSlot = true
    disposed.store(true, ordering: .relaxed)
  }

  #if DEBUG
    deinit { if !isVacantSlot { Resources.decrement() } }
  #endif

  @inlinable
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable
  func deliver(_ event: Event<Element>) {
    if disposed.load(ordering: .acquiring) { return }
    handler(event)
  }

  @usableFromInline
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    guard let subject else { return }
    subject.unsubscribeFunction(subject, self)
  }
}

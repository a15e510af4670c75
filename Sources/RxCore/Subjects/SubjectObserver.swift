/// One subscriber of a subject, and the disposable that ends its subscription.
///
/// After `dispose()` returns, no further event reaches the subscriber.
@usableFromInline
final class SubjectObserver<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let handler: (Event<Element>) -> Void
  @usableFromInline let disposed = AtomicBool(false)
  /// The subject to detach from on `dispose()`.
  private weak var subject: SubjectBase<Element>?

  @usableFromInline
  init(_ handler: @escaping (Event<Element>) -> Void, subject: SubjectBase<Element>) {
    #if DEBUG
      Resources.increment()
    #endif
    self.handler = handler
    self.subject = subject
  }

  #if DEBUG
    deinit { Resources.decrement() }
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
    subject?.unsubscribe(self)
  }
}

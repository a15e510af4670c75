import Synchronization

/// Something a subject subscription can detach itself from.
protocol SubjectUnsubscribing: AnyObject {
  associatedtype Element
  func unsubscribe(_ observer: SubjectObserver<Element>)
}

/// One subscriber of a subject, and the disposable that ends its subscription.
///
/// After `dispose()` returns, no further event reaches the subscriber.
final class SubjectObserver<Element>: Disposable, @unchecked Sendable {
  private let handler: (Event<Element>) -> Void
  private let disposed = Atomic<Bool>(false)
  private let detach: (SubjectObserver<Element>) -> Void

  init(_ handler: @escaping (Event<Element>) -> Void, detach: @escaping (SubjectObserver<Element>) -> Void) {
    #if DEBUG
      Resources.increment()
    #endif
    self.handler = handler
    self.detach = detach
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inline(__always)
  func deliver(_ event: Event<Element>) {
    if disposed.load(ordering: .acquiring) { return }
    handler(event)
  }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    detach(self)
  }
}

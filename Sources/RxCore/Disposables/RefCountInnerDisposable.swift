/// What `RefCountDisposable.retain()` returns: releases its hold on the first `dispose()`, once.
final class RefCountInnerDisposable: Disposable, Sendable {
  private let parent: RefCountDisposable
  private let isDisposed = AtomicBool(false)

  init(parent: RefCountDisposable) {
    self.parent = parent
  }

  func dispose() {
    guard !isDisposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    parent.release()
  }
}

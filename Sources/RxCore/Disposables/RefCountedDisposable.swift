/// Disposes `ending` once its owner has disposed it and every `retain()` has been released; RxSwift calls this
/// idea `RefCountDisposable`.
///
/// `window` and `groupBy` hand it out: the source subscription lasts while the result or any window or group is
/// subscribed to. A `retain()` after `ending` was disposed returns an empty disposable.
final class RefCountedDisposable: Disposable, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var retainCount = 0
  @exclusivity(unchecked) private var isOwnerDone = false
  @exclusivity(unchecked) private var isEnded = false
  private let ending: any Disposable

  /// - Parameter ending: What to dispose once nobody needs it.
  init(ending: any Disposable) {
    self.ending = ending
  }

  /// Keeps `ending` alive until the returned disposable is disposed (once; later calls do nothing).
  func retain() -> any Disposable {
    let retained = lock.withLock { _ -> Bool in
      guard !isEnded else { return false }
      retainCount += 1
      return true
    }
    guard retained else { return Disposables.create() }
    return Disposables.create(with: release)
  }

  /// The owner is done with it; `ending` is disposed now, or when the last retain is released.
  func dispose() {
    let ends = lock.withLock { _ -> Bool in
      guard !isOwnerDone else { return false }
      isOwnerDone = true
      return endIfUnused()
    }
    if ends { ending.dispose() }
  }

  private func release() {
    let ends = lock.withLock { _ -> Bool in
      retainCount -= 1
      return endIfUnused()
    }
    if ends { ending.dispose() }
  }

  private func endIfUnused() -> Bool {
    guard isOwnerDone, retainCount == 0, !isEnded else { return false }
    isEnded = true
    return true
  }
}

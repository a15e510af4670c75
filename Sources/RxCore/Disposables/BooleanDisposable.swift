/// A disposable that only records whether it was disposed.
///
/// `Sendable`, whatever the program does: it holds one atomic flag and nothing it is given.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
  private let disposed: AtomicBool

  /// Makes a disposable, optionally already disposed.
  /// - Parameter isDisposed: The initial state.
  public init(isDisposed: Bool = false) {
    self.disposed = AtomicBool(isDisposed)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the disposable as disposed.
  public func dispose() { disposed.store(true, ordering: .releasing) }
}

/// A group of disposables disposed together; ones added after disposal are disposed at once.
///
/// `Sendable`: its state is kept under a lock, so it may be used from any thread. The disposables it is given are
/// disposed on whichever thread disposes it, so they must be safe to dispose there (every RxCore subscription is).
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
  /// A key that identifies a disposable inside the group, for `remove(for:)`.
  public struct DisposeKey: Hashable, Sendable {
    let value: Int
  }

  private let lock = RxLock()
  /// `nil` once the group is disposed.
  @exclusivity(unchecked) private var members: CompositeMembers? = CompositeMembers()

  /// Makes an empty group.
  public init() {}

  /// Makes a group of the given disposables.
  public init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
    _ = insert(disposable1)
    _ = insert(disposable2)
  }

  /// Makes a group of the given disposables.
  public init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable) {
    _ = insert(disposable1)
    _ = insert(disposable2)
    _ = insert(disposable3)
  }

  /// Makes a group of four or more disposables.
  public init(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
    _ disposable4: any Disposable, _ disposables: any Disposable...
  ) {
    _ = insert(disposable1)
    _ = insert(disposable2)
    _ = insert(disposable3)
    _ = insert(disposable4)
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Makes a group of the given disposables.
  /// - Parameter disposables: The members.
  public init(disposables: [any Disposable]) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Whether the group has been disposed.
  public var isDisposed: Bool { lock.withLock { _ in members == nil } }

  /// The number of disposables in the group.
  public var count: Int { lock.withLock { _ in members?.count ?? 0 } }

  /// Adds a disposable to the group.
  /// - Parameter disposable: The disposable to add.
  /// - Returns: A key for `remove(for:)`, or `nil` when the group was already disposed (and so was `disposable`).
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key = lock.withLock { _ in members?.insert(disposable) }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(value: key)
  }

  /// Removes the disposable with `key` from the group and disposes it.
  /// - Parameter disposeKey: The key `insert(_:)` returned.
  public func remove(for disposeKey: DisposeKey) {
    let removed = lock.withLock { _ in members?.remove(key: disposeKey.value) }
    removed?.dispose()
  }

  /// Disposes every member and marks the group disposed.
  public func dispose() {
    let taken = lock.withLock { _ -> CompositeMembers? in
      defer { members = nil }
      return members
    }
    taken?.forEach { $0.dispose() }
  }
}

/// Whether a subscription has been disposed and whether what it disposes has been handed to it, in one atomic word.
///
/// The two happen in either order and possibly on different threads: a sink can stop, and so be disposed, while it
/// is still subscribing upstream, before its upstream subscription exists. The owner stores what it will dispose,
/// then calls `markAssigned()`; `dispose()` calls `markDisposed()`. Exactly one of the two calls answers `true`, and
/// that caller takes what was stored and disposes it. `SinkDisposer` keeps its sink and subscription behind one, a
/// `SinkSubscription` its `SinkDisposer` (in place from the start) or the upstream subscription it holds.
@usableFromInline
struct DisposalState: ~Copyable, @unchecked Sendable {
  @usableFromInline static var disposedBit: Int { 1 }
  @usableFromInline static var assignedBit: Int { 2 }
  /// Set when what is disposed was in place from the start and stays there (a sink's `SinkDisposer`): the owner
  /// disposes it without letting go of it.
  @usableFromInline static var keptBit: Int { 4 }

  @usableFromInline let word: AtomicInt

  /// Nothing assigned yet: `markAssigned()` will be called once.
  @inlinable
  init() {
    word = AtomicInt(0)
  }

  /// What is to be disposed is in place from the start and is kept when disposed (`markAssigned()` is not called).
  @inlinable
  init(keptFromTheStart: Void) {
    word = AtomicInt(Self.assignedBit | Self.keptBit)
  }

  /// Whether what is disposed was in place from the start and stays there (see `init(keptFromTheStart:)`).
  @inlinable @inline(__always)
  var isKept: Bool { word.load(ordering: .relaxed) & Self.keptBit != 0 }

  /// Whether `markDisposed()` has been called.
  @inlinable @inline(__always)
  var isDisposed: Bool { word.load(ordering: .acquiring) & Self.disposedBit != 0 }

  /// Records that what is to be disposed has been stored; returns whether the caller must dispose it now (disposal
  /// came first). Called once.
  @inlinable @inline(__always)
  func markAssigned() -> Bool {
    word.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue & Self.disposedBit != 0
  }

  /// Records disposal; returns whether the caller must dispose what was stored: the first call, once it has been
  /// assigned.
  @inlinable @inline(__always)
  @discardableResult
  func markDisposed() -> Bool {
    let previous = word.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    return previous & Self.disposedBit == 0 && previous & Self.assignedBit != 0
  }
}

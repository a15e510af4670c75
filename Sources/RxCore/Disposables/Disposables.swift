/// Factory functions for disposables, as in RxSwift.
public enum Disposables {
  /// A disposable that does nothing.
  /// - Returns: A no-op disposable (an empty value: making and dropping one costs next to nothing).
  @inlinable
  public static func create() -> any Disposable { NopDisposable() }

  /// A disposable that calls `dispose` once, on the first `dispose()`.
  /// - Parameter dispose: The action run on disposal.
  /// - Returns: The disposable.
  public static func create(with dispose: @escaping () -> Void) -> any Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both arguments together.
  /// - Returns: The combined disposable.
  public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
    BinaryDisposable(disposable1, disposable2)
  }

  /// A disposable that disposes all three arguments together.
  /// - Returns: The combined disposable.
  public static func create(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable
  ) -> any Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// A disposable that disposes all the arguments together.
  /// - Returns: The combined disposable.
  public static func create(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
    _ disposables: any Disposable...
  ) -> any Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  /// A disposable that disposes every element of `disposables` together.
  /// - Parameter disposables: The disposables to combine.
  /// - Returns: The combined disposable.
  public static func create(_ disposables: [any Disposable]) -> any Cancelable {
    switch disposables.count {
    case 2: return BinaryDisposable(disposables[0], disposables[1])
    default: return CompositeDisposable(disposables: disposables)
    }
  }
}

/// A disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable {
  @inlinable init() {}

  @inlinable func dispose() {}
}

/// Runs an action once, on the first `dispose()`.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var action: (() -> Void)?

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  var isDisposed: Bool { lock.withLock { _ in action == nil } }

  func dispose() {
    let pending = lock.withLock { _ -> (() -> Void)? in
      defer { action = nil }
      return action
    }
    pending?()
  }
}

/// Disposes two disposables once.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var pair: (any Disposable, any Disposable)?

  init(_ first: any Disposable, _ second: any Disposable) {
    self.pair = (first, second)
  }

  var isDisposed: Bool { lock.withLock { _ in pair == nil } }

  func dispose() {
    let taken = lock.withLock { _ -> (any Disposable, any Disposable)? in
      defer { pair = nil }
      return pair
    }
    guard let (first, second) = taken else { return }
    first.dispose()
    second.dispose()
  }
}

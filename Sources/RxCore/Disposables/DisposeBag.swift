/// Owns subscriptions and disposes them all when it is deallocated, as RxSwift's ``DisposeBag`` does.
///
/// ```swift
/// let disposeBag = DisposeBag()
/// relay.bind(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
/// To end the subscriptions early, replace the bag with a new one.
///
/// `Sendable`: its state is kept under a lock, so it may be used from any thread. The disposables it is given are
/// disposed on whichever thread disposes it, so they must be safe to dispose there (every RxCore subscription is).
public final class DisposeBag: @unchecked Sendable {
  private struct State {
    var disposables: [any Disposable] = []
    var isDisposed = false
  }

  private let lock = RxLock()
  @exclusivity(unchecked) private var state = State()

  /// Makes an empty bag.
  public init() {}

  /// Makes a bag that holds `disposables`.
  /// - Parameter disposables: The initial content.
  public convenience init(disposing disposables: any Disposable...) {
    self.init()
    for disposable in disposables { insert(disposable) }
  }

  /// Makes a bag that holds `disposables`.
  /// - Parameter disposables: The initial content.
  public convenience init(disposing disposables: [any Disposable]) {
    self.init()
    for disposable in disposables { insert(disposable) }
  }

  /// Adds a disposable; if the bag is already disposed, disposes it at once.
  /// - Parameter disposable: The disposable to own.
  public func insert(_ disposable: any Disposable) {
    let accepted = lock.withLock { _ -> Bool in
      guard !state.isDisposed else { return false }
      state.disposables.append(disposable)
      return true
    }
    if !accepted { disposable.dispose() }
  }

  /// Adds several disposables.
  /// - Parameter disposables: The disposables to own.
  public func insert(_ disposables: any Disposable...) {
    for disposable in disposables { insert(disposable) }
  }

  /// Adds several disposables.
  /// - Parameter disposables: The disposables to own.
  public func insert(_ disposables: [any Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  private func disposeAll() {
    let owned = lock.withLock { _ -> [any Disposable] in
      state.isDisposed = true
      defer { state.disposables = [] }
      return state.disposables
    }
    for disposable in owned { disposable.dispose() }
  }

  deinit { disposeAll() }
}

extension DisposeBag {
  /// Builds the content of a bag from a list of disposables, as RxSwift's result builder does.
  @resultBuilder
  public enum DisposableBuilder {
    /// Combines the listed disposables.
    public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] { disposables }
  }

  /// Makes a bag that holds the disposables the builder lists.
  /// - Parameter builder: A list of disposables.
  public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds the disposables the builder lists.
  /// - Parameter builder: A list of disposables.
  public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
    insert(builder())
  }
}

/// A disposable or nothing, for the subscriptions that operators keep in their state.
///
/// It is `Optional<any Disposable>` made cheap where operators are hot: the compiler copies and destroys an
/// `Optional<any Disposable>` through `Optional`'s generic value witnesses, looked up at run time (about 70
/// instructions each time, measured in `flatMapLatest`), and matches an enum with an existential payload by copying
/// it first. This one's value operations are its own, and whether it holds anything is a stored flag.
@usableFromInline
struct HeldDisposable {
  @usableFromInline
  enum Storage {
    case none
    case some(any Disposable)
  }

  @usableFromInline var storage: Storage
  /// Whether nothing is held.
  @usableFromInline var isNone: Bool

  @inlinable
  init(storage: Storage, isNone: Bool) {
    self.storage = storage
    self.isNone = isNone
  }

  /// Nothing.
  @inlinable
  static var none: HeldDisposable { HeldDisposable(storage: .none, isNone: true) }

  /// Holds `disposable`.
  @inlinable
  static func some(_ disposable: any Disposable) -> HeldDisposable {
    HeldDisposable(storage: .some(disposable), isNone: false)
  }

  /// Takes what is held, leaving nothing.
  @inlinable
  mutating func take() -> HeldDisposable {
    guard !isNone else { return .none }
    var taken = HeldDisposable.none
    swap(&taken, &self)
    return taken
  }

  /// What is held, as an optional.
  @inlinable
  var disposable: (any Disposable)? {
    guard !isNone, case .some(let disposable) = storage else { return nil }
    return disposable
  }

  /// Disposes what is held, if anything.
  @inlinable
  func dispose() {
    guard !isNone, case .some(let disposable) = storage else { return }
    disposable.dispose()
  }
}

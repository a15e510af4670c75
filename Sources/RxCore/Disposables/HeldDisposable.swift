/// A disposable or nothing, for the subscriptions that operators keep in their state.
///
/// It is `Optional<any Disposable>` with value operations of its own: the compiler copies and destroys an
/// `Optional<any Disposable>` through `Optional`'s generic value witnesses, looked up at run time (about 70
/// instructions each time, measured in `flatMapLatest`), while this enum's are inline.
@usableFromInline
enum HeldDisposable {
  /// Nothing is held.
  case none
  /// `disposable` is held.
  case some(any Disposable)

  /// Takes what is held, leaving nothing.
  @inlinable
  mutating func take() -> HeldDisposable {
    guard case .some = self else { return .none }
    defer { self = .none }
    return self
  }

  /// Whether nothing is held.
  @inlinable
  var isNone: Bool {
    if case .none = self { return true }
    return false
  }

  /// What is held, as an optional.
  @inlinable
  var disposable: (any Disposable)? {
    guard case .some(let disposable) = self else { return nil }
    return disposable
  }

  /// Disposes what is held, if anything.
  @inlinable
  func dispose() {
    if case .some(let disposable) = self { disposable.dispose() }
  }
}

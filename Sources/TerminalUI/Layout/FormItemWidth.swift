/// How wide a form item is.
public enum FormItemWidth: Hashable, Sendable {
  /// Exactly this many columns.
  case fixed(Int)
  /// At least `minimum` columns, growing to share the row's spare width with other flexible items.
  case flexible(minimum: Int)

  /// The smallest width the item accepts.
  public var minimum: Int {
    switch self {
    case .fixed(let width): max(0, width)
    case .flexible(let minimum): max(0, minimum)
    }
  }
}

/// The kind of a ``MessageLine``, which chooses its look.
public enum MessageKind: Hashable, Sendable {
  /// Neutral information.
  case info
  /// Something went right.
  case success
  /// Something needs attention.
  case warning
  /// Something went wrong (bold, red when colours are allowed).
  case error

  /// The style used for a message of this kind.
  public var style: CellStyle {
    switch self {
    case .info: CellStyle()
    case .success: CellStyle(foreground: .green)
    case .warning: CellStyle(foreground: .yellow, attributes: .bold)
    case .error: CellStyle(foreground: .red, attributes: .bold)
    }
  }
}
